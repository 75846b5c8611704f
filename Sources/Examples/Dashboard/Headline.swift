/// A news headline: the dashboard's second answer is a list of them.
public struct Headline: Equatable, Sendable {
  /// The headline's text.
  public let title: String

  /// Creates a headline.
  ///
  /// - Parameter title: The headline's text.
  public init(title: String) {
    self.title = title
  }
}
