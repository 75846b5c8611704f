/// A failure a screen hands to the app's error handler, with how the screen wants it shown.
///
/// Article 002 keeps one `ErrorHandler` at the app's root and has each screen call
/// `handle(error, displayType:)`. Here a screen sends a report up in an action of its own,
/// and the root's ``Unidirectional/Reducer/handlingErrors(reportedBy:in:action:language:)`` shows it:
///
/// ```swift
/// enum ProfileAction: Equatable, Sendable {
///   case reload
///   case failed(ErrorReport<ProfileAction>)
/// }
/// // where the profile's load failed:
/// let report = ErrorReport<ProfileAction>(.network, as: .alert(actions: [.retry(.reload), .dismiss()]))
/// ```
///
/// The style is chosen where the failure happens, as the article's call sites choose
/// `.alert` or `.inline`; the buttons send the screen's own actions, which the root routes
/// back to it.
public struct ErrorReport<Action> {
  /// The failure.
  public let error: AppError

  /// How the screen wants it shown.
  public let style: ErrorPresentationStyle<Action>

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - error: The failure.
  ///   - style: How to show it; ``ErrorPresentationStyle/hidden`` shows nothing.
  public init(_ error: AppError, as style: ErrorPresentationStyle<Action>) {
    self.error = error
    self.style = style
  }

  /// The same report, its buttons sending `transform` of the screen's actions: how the
  /// root lifts a screen's report into its own actions.
  ///
  /// - Parameter transform: Embeds the screen's action in the root's actions.
  /// - Returns: The report in the root's actions.
  public func map<Other>(_ transform: (Action) -> Other) -> ErrorReport<Other> {
    ErrorReport<Other>(error, as: style.map(transform))
  }

  /// The report as it is shown in `language`, or `nil` when it is not shown (a hidden
  /// style, a cancellation).
  ///
  /// - Parameter language: The language of the title, message and default button titles.
  /// - Returns: The presentation.
  public func presentation(in language: AppError.Language) -> ErrorPresentation<Action>? {
    ErrorPresentationPolicy(language: language) { _ in style }.presentation(of: error)
  }
}

extension ErrorReport: Equatable where Action: Equatable {}
extension ErrorReport: Sendable where Action: Sendable {}
extension ErrorReport: Codable where Action: Codable {}
