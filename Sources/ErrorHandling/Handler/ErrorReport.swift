/// A failure a screen hands to the app's error handler, with how the screen wants it shown.
///
/// Article 002 keeps one `ErrorHandler` at the app's root and has each screen call
/// `handle(error, displayType:)`. Here a screen sends a report up in an action of its own,
/// and the root's ``Unidirectional/Reducer/handlingErrors(reportedBy:in:action:language:errorLogger:)`` shows it:
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
///
/// A report also keeps where it was made, as the article's `handle(_:displayType:file:line:function:)`
/// takes its caller's place, so the root's handler logs each failure with the screen's
/// file, line and function. The place is no part of equality or of the coded form: two
/// reports of the same failure, shown the same way, are equal wherever they were made, and
/// a recording does not change when a line moves.
public struct ErrorReport<Action> {
  /// The failure.
  public let error: AppError

  /// How the screen wants it shown.
  public let style: ErrorPresentationStyle<Action>

  /// The file the report was made in, as `#fileID` gives it; empty for a decoded report.
  public let fileID: String

  /// The line the report was made on; 0 for a decoded report.
  public let line: UInt

  /// The function the report was made in; empty for a decoded report.
  public let function: String

  /// Creates a report, keeping the place it is made at.
  ///
  /// - Parameters:
  ///   - error: The failure.
  ///   - style: How to show it; ``ErrorPresentationStyle/hidden`` shows nothing.
  ///   - fileID: Where the failure was reported; the caller's file by default.
  ///   - line: Where it was reported; the caller's line by default.
  ///   - function: Where it was reported; the caller's function by default.
  public init(
    _ error: AppError,
    as style: ErrorPresentationStyle<Action>,
    fileID: String = #fileID,
    line: UInt = #line,
    function: String = #function
  ) {
    self.error = error
    self.style = style
    self.fileID = fileID
    self.line = line
    self.function = function
  }

  /// The same report, its buttons sending `transform` of the screen's actions: how the
  /// root lifts a screen's report into its own actions. The place it was made stays.
  ///
  /// - Parameter transform: Embeds the screen's action in the root's actions.
  /// - Returns: The report in the root's actions.
  public func map<Other>(_ transform: (Action) -> Other) -> ErrorReport<Other> {
    ErrorReport<Other>(error, as: style.map(transform), fileID: fileID, line: line, function: function)
  }

  /// Logs the failure with the place the report was made, unless it is a cancellation,
  /// which is no failure.
  ///
  /// - Parameter logger: Where to log it.
  func log(to logger: ErrorLogger) {
    guard error != .cancelled else { return }
    logger.log(error, fileID: fileID, line: line, function: function)
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

extension ErrorReport: Equatable where Action: Equatable {
  /// Whether two reports hold the same failure, shown the same way, wherever they were made.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.error == rhs.error && lhs.style == rhs.style
  }
}

extension ErrorReport: Sendable where Action: Sendable {}

/// Written as `{"error":…,"style":…}`, without the place it was made.
extension ErrorReport: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case error, style
  }

  /// Reads a report written by ``encode(to:)``; its place is empty.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(AppError.self, forKey: .error),
      as: try container.decode(ErrorPresentationStyle<Action>.self, forKey: .style),
      fileID: "", line: 0, function: "")
  }

  /// Writes the failure and its style.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(error, forKey: .error)
    try container.encode(style, forKey: .style)
  }
}
