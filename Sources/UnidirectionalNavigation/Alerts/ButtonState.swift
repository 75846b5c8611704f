import Unidirectional
/// A button of an alert or a confirmation dialog, as state: its title, its role, and the
/// action it sends when tapped.
///
/// ```swift
/// let delete = ButtonState(role: .destructive, title: "Delete", action: Destination.Alert.confirmDelete)
/// let cancel = ButtonState<Destination.Alert>.cancel("Keep It")
/// ```
public struct ButtonState<Action> {
  /// What the button does, for the system to style it; `nil` for a plain button.
  public let role: ButtonRole?

  /// The text on the button.
  public let title: String

  /// The action the button sends when tapped; `nil` for one that only closes the alert.
  public let action: Action?

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - role: What the button does; `nil` for a plain button.
  ///   - title: The text on the button.
  ///   - action: The action it sends when tapped, or `nil` to only close the alert.
  public init(role: ButtonRole? = nil, title: String, action: Action? = nil) {
    self.role = role
    self.title = title
    self.action = action
  }

  /// A button that closes the alert and sends nothing.
  ///
  /// - Parameter title: The text on the button.
  /// - Returns: The cancel button.
  public static func cancel(_ title: String) -> Self {
    Self(role: .cancel, title: title)
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}
extension ButtonState: Codable where Action: Codable {}
