import Unidirectional
/// What a button of an alert or a dialog does, for the system to style and place it.
public enum ButtonRole: Hashable, Sendable, Codable {
  /// The button cancels: it closes the alert and changes nothing.
  case cancel
  /// The button destroys data; the system draws it as a warning.
  case destructive
}
