/// An action addressed to one element of an ``IdentifiedArray``: the element's id and the
/// element feature's action.
///
/// A parent that runs a reducer per row with ``Reducer/forEach(_:action:element:)`` keeps
/// one case holding an `IdentifiedAction`, and one path to it:
///
/// ```swift
/// enum ListAction {
///   case rows(IdentifiedAction<Row.State.ID, Row.Action>)
/// }
///
/// extension ActionPath where Root == ListAction, Value == IdentifiedAction<Row.State.ID, Row.Action> {
///   static var rows: Self {
///     ActionPath(embed: ListAction.rows) { if case .rows(let a) = $0 { a } else { nil } }
///   }
/// }
///
/// let likeRow7: ListAction = .rows(.element(id: 7, action: .like))
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// `action` for the element with `id`.
  case element(id: ID, action: Action)

  /// The id of the element the action is for.
  public var id: ID {
    switch self {
    case .element(let id, _): id
    }
  }

  /// The element's action.
  public var action: Action {
    switch self {
    case .element(_, let action): action
    }
  }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
extension IdentifiedAction: Codable where ID: Codable, Action: Codable {}
