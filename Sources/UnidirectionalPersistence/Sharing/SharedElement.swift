public import Unidirectional

/// A screen's copy of a shared list element that the screen can remove from the list: a
/// detail screen that deletes the item it shows, with no delegate action to its parent.
///
/// The screen reads and changes the element as a plain field; `$meeting.remove()` asks the
/// sharing to remove the element from the list. In the same action the list loses it and
/// every screen that shows it closes, this one included. The parent declares the copy with
/// ``Unidirectional/SharedCopies/removable(_:)``:
///
/// ```swift
/// struct Meeting: Identifiable, Equatable { let id: Int; var title: String }
///
/// struct MeetingDetail: Reducer {
///   struct State: Equatable { @SharedElement var meeting: Meeting }
///   enum Action { case rename(String), delete }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .rename(let title): state.meeting.title = title
///     case .delete: state.$meeting.remove()
///     }
///     return .none
///   }
/// }
///
/// struct Meetings { var meetings: IdentifiedArray<Meeting>; var detail: MeetingDetail.State? }
///
/// var details: SharedCopies<Meetings, Meeting> {
///   .ifPresent(\.detail, .removable(\.$meeting))
/// }
/// ```
///
/// Tested on its own, a screen that removes its element shows it in its state:
/// `store.send(.delete) { $0.$meeting.remove() }`. Encoded, it is its element alone: a
/// removal lasts only until the sharing carries it out, in the action that asked for it.
@propertyWrapper
public struct SharedElement<Element> {
  /// The element, as the screen shows and changes it.
  public var wrappedValue: Element
  /// Whether the screen asked for the element to leave its list.
  public private(set) var isRemoved = false

  /// A copy of `element` that the screen has not removed.
  ///
  /// - Parameter element: The element the screen shows.
  public init(wrappedValue element: Element) {
    wrappedValue = element
  }

  /// The copy itself, to remove the element with ``remove()``.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Asks the sharing to remove the element from its list; the screens that show it close
  /// in the same action.
  public mutating func remove() {
    isRemoved = true
  }
}

extension SharedElement: Equatable where Element: Equatable {}
extension SharedElement: Hashable where Element: Hashable {}
extension SharedElement: Sendable where Element: Sendable {}

extension SharedElement: Codable where Element: Codable {
  /// Decodes the element alone, as a copy that is not removed.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    wrappedValue = try Element(from: decoder)
  }

  /// Encodes the element alone.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension SharedCopies {
  /// The copy at `path` that the screen can remove from the list with
  /// ``SharedElement/remove()``.
  ///
  /// - Parameter path: The projected value of the screen's `@SharedElement` property.
  /// - Returns: The one copy at `path`.
  @inlinable public static func removable(_ path: WritableKeyPath<Root, SharedElement<Value>>) -> Self {
    Self(
      read: { root, body in
        let copy = root[keyPath: path]
        body(SeenCopy(copy.wrappedValue, removesElement: copy.isRemoved))
      },
      visit: { root, visitor in visitor.visit(&root[keyPath: path].wrappedValue) })
  }
}

extension SharedElement: SwiftSourceLiteralConvertible, PropertyWrapperSourceLiteral {
  /// The copy as its wrapper's initializer takes it.
  package var swiftSourceLiteral: String { ".init(wrappedValue: \(memberwiseArgumentLiteral))" }

  /// The element: the memberwise initializer takes the wrapped value.
  package var memberwiseArgumentLiteral: String { Unidirectional.swiftSourceLiteral(wrappedValue) }
}
