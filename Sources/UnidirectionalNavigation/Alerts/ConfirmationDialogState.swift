import Unidirectional
/// A confirmation dialog (an action sheet) as state: a title, an optional message, and the
/// choices, each a button that sends an action.
///
/// It works as ``AlertState`` does: presented through a ``PresentationState``, dismissed
/// by any of its buttons. A dialog lists more choices than an alert and the system adds a
/// cancel button when it has none.
///
/// ```swift
/// enum Share: Equatable { case copyLink, mail }
///
/// let dialog = ConfirmationDialogState<Share>(
///   title: "Share",
///   titleVisibility: .visible,
///   buttons: [
///     ButtonState(title: "Copy Link", action: .copyLink),
///     ButtonState(title: "Send by Mail", action: .mail),
///     .cancel("Cancel"),
///   ])
/// ```
public struct ConfirmationDialogState<Action>: EphemeralState {
  /// Whether the dialog shows its title.
  public enum TitleVisibility: Hashable, Sendable, Codable {
    /// The system decides, as its dialogs usually hide the title.
    case automatic
    /// The title is shown above the choices.
    case visible
    /// The title is not shown.
    case hidden
  }

  /// The dialog's title.
  public let title: String

  /// Whether the title is shown.
  public let titleVisibility: TitleVisibility

  /// The text under the title, or `nil` for none.
  public let message: String?

  /// The choices, in order; at least one.
  public let buttons: [ButtonState<Action>]

  /// Creates a dialog. With no buttons, it gets one "OK" button that only closes it.
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - titleVisibility: Whether the title is shown.
  ///   - message: The text under the title.
  ///   - buttons: The choices, in order.
  public init(
    title: String,
    titleVisibility: TitleVisibility = .automatic,
    message: String? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.title = title
    self.titleVisibility = titleVisibility
    self.message = message
    self.buttons = ButtonState.orOK(buttons)
  }

  /// The action of the first choice titled `title`, as a test taps it; `nil` when no such
  /// choice sends one.
  ///
  /// - Parameter title: The tapped choice's title.
  /// - Returns: The choice's action.
  public func action(forButtonTitled title: String) -> Action? {
    buttons.action(forButtonTitled: title)
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: Codable where Action: Codable {}
