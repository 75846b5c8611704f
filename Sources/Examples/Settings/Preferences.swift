/// What the settings screen saves: the choices a user expects to find again at the next
/// launch.
public struct Preferences: Codable, Equatable, Sendable {
  /// The app's look.
  public enum Appearance: String, Codable, Sendable, CaseIterable {
    /// Follow the system.
    case system
    /// Always light.
    case light
    /// Always dark.
    case dark
  }

  /// The app's look.
  public var appearance: Appearance
  /// How large the text is, as a factor of the system size.
  public var textScale: Double
  /// Whether the app sends notifications.
  public var notificationsEnabled: Bool

  /// Creates preferences; by default, the ones a fresh install starts with.
  ///
  /// - Parameters:
  ///   - appearance: The app's look.
  ///   - textScale: How large the text is.
  ///   - notificationsEnabled: Whether the app sends notifications.
  public init(appearance: Appearance = .system, textScale: Double = 1, notificationsEnabled: Bool = true) {
    self.appearance = appearance
    self.textScale = textScale
    self.notificationsEnabled = notificationsEnabled
  }
}
