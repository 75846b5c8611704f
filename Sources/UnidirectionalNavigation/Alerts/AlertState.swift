import Unidirectional
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
  ///   - buttons: The buttons, in order.
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = ButtonState.orOK(buttons)
  }

  /// The action of the first button titled `title`, as a test taps it; `nil` when no such
  /// button sends one.
  ///
  /// - Parameter title: The tapped button's title.
  /// - Returns: The button's action.
  public func action(forButtonTitled title: String) -> Action? {
    buttons.action(forButtonTitled: title)
  }
}

extension Array {
  /// The action of the first of these buttons titled `title`.
  func action<Action>(forButtonTitled title: String) -> Action? where Element == ButtonState<Action> {
    first { $0.title == title }?.action
  }
}

extension ButtonState {
  /// `buttons`, or a single "OK" button that only closes when none is given.
  static func orOK(_ buttons: [Self]) -> [Self] {
    buttons.isEmpty ? [.cancel("OK")] : buttons
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension AlertState: Codable where Action: Codable {}
