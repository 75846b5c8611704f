/// An alert as state: a title, a message, and the buttons that each send an action.
///
/// Present it with a ``PresentationState`` and a presentation reducer without a child
/// reducer; a tapped button sends its action as `.presented(id:action:)`, and the alert is
/// dismissed by it (an alert is ``EphemeralState``). A view draws it with the platform's
/// alert.
///
/// ```swift
/// enum NoteAlert: Equatable { case confirmDelete }
///
/// let alert = AlertState<NoteAlert>(
///   title: "Delete this note?",
///   buttons: [
///     ButtonState(role: .destructive, title: "Delete", action: .confirmDelete),
///     .cancel("Keep It"),
///   ])
/// // A view tapping "Delete" sends `.alert(.presented(id: id, action: .confirmDelete))`.
/// print(alert.action(forButtonTitled: "Delete") == .confirmDelete)  // true
/// ```
public struct AlertState<Action>: EphemeralState {
  /// The alert's title.
  public let title: String

  /// The text under the title, or `nil` for none.
  public let message: String?

  /// The buttons, in the order they are listed; at least one.
  public let buttons: [ButtonState<Action>]

  /// Creates an alert. With no buttons, it gets one "OK" button that only closes it.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - message: The text under the title.
  ///   - buttons: The buttons, in order; buttons whose title repeats an earlier one are
  ///     left out, since a system alert tells its buttons apart by title.
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = ButtonState.distinctOrOK(buttons)
  }

  /// The action of the button titled `title`, as a view sends it when the button is
  /// tapped; `nil` when no such button sends one.
  ///
  /// - Parameter title: The tapped button's title.
  /// - Returns: The button's action.
  public func action(forButtonTitled title: String) -> Action? {
    buttons.first { $0.title == title }?.action
  }
}

extension ButtonState {
  /// `buttons` without those whose title repeats an earlier one, or a single "OK" button
  /// when none is given.
  static func distinctOrOK(_ buttons: [Self]) -> [Self] {
    var titles = Set<String>()
    let distinct = buttons.filter { titles.insert($0.title).inserted }
    return distinct.isEmpty ? [.cancel("OK")] : distinct
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension AlertState: Codable where Action: Codable {}
