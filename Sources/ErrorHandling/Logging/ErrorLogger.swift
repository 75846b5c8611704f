// `FileHandle.standardError` is the development logger's default sink.
import Foundation

/// Where failures are logged: a dependency you give a feature, chosen per build.
///
/// Log the original error where it is caught, before it is classified into an
/// ``AppError`` that has no room for its detail. `PagingFeature`, `LoadFeature` and
/// `StreamFeature` take a logger and log every failure of their source (not a
/// cancellation) with the place the feature was created.
///
/// ```swift
/// #if DEBUG
///   let errorLogger = ErrorLogger.development()
/// #else
///   let errorLogger = ErrorLogger.production { line in crashReporter.record(line) }
/// #endif
/// let feed = PagingFeature<Post, String>(errorLogger: errorLogger) { request in
///   try await api.posts(after: request.cursor, limit: request.pageSize)
/// }
/// ```
///
/// A logger of your own receives whole ``ErrorLogRecord`` values:
///
/// ```swift
/// let logger = ErrorLogger { record in analytics.track("failure", ["case": record.redactedDescription]) }
/// ```
public struct ErrorLogger: Sendable {
  let record: @Sendable (ErrorLogRecord) -> Void

  /// Creates a logger that hands each failure to `record`.
  ///
  /// - Parameter record: Receives each logged failure.
  public init(_ record: @escaping @Sendable (ErrorLogRecord) -> Void) {
    self.record = record
  }

  /// Logs `error` with the place it was caught.
  ///
  /// - Parameters:
  ///   - error: The error as it was thrown; pass the original, not its `AppError`.
  ///   - fileID: Where it was caught; the caller's file by default.
  ///   - line: Where it was caught; the caller's line by default.
  ///   - function: Where it was caught; the caller's function by default.
  public func log(
    _ error: any Error,
    fileID: String = #fileID,
    line: UInt = #line,
    function: String = #function
  ) {
    record(ErrorLogRecord(underlying: error, fileID: fileID, line: line, function: function))
  }

  /// Logs `error` unless it is a cancellation, and returns the case a screen shows for it:
  /// what a feature's effect does with whatever its source threw.
  ///
  /// ```swift
  /// case .loadTapped:
  ///   return .run { send in
  ///     send(.loaded(try await api.fetchItems()))
  ///   } catch: { [errorLogger] error, send in
  ///     send(.loadFailed(errorLogger.classify(error)))
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - error: The error as it was thrown.
  ///   - fileID: Where it was caught; the caller's file by default.
  ///   - line: Where it was caught; the caller's line by default.
  ///   - function: Where it was caught; the caller's function by default.
  /// - Returns: `AppError(error)`.
  public func classify(
    _ error: any Error,
    fileID: String = #fileID,
    line: UInt = #line,
    function: String = #function
  ) -> AppError {
    let classified = AppError(error)
    if classified != .cancelled {
      log(error, fileID: fileID, line: line, function: function)
    }
    return classified
  }

  /// A logger that reports every failure at one place, whatever place `log` is called
  /// from: a ready feature pins its logger to where the feature was created, which says
  /// more to you than a line inside the package.
  ///
  /// - Parameters:
  ///   - fileID: The file to report.
  ///   - line: The line to report.
  ///   - function: The function to report.
  /// - Returns: The pinned logger.
  public func pinned(fileID: String, line: UInt, function: String) -> Self {
    Self { record in
      self.record(record.moved(toFileID: fileID, line: line, function: function))
    }
  }

  /// Logs everything a developer needs: the place, the case and the original error with
  /// its detail (``ErrorLogRecord/developmentDescription``).
  ///
  /// - Parameter write: Receives each entry; `nil` writes it to standard error.
  /// - Returns: The logger.
  public static func development(write: (@Sendable (String) -> Void)? = nil) -> Self {
    let write = write ?? writeToStandardError
    return Self { write($0.developmentDescription) }
  }

  /// Logs only what may leave the device: the case and a code
  /// (``ErrorLogRecord/redactedDescription``), never user data or the original error's text.
  ///
  /// - Parameter write: Receives each entry: your crash reporter or analytics.
  /// - Returns: The logger.
  public static func production(write: @escaping @Sendable (String) -> Void) -> Self {
    Self { write($0.redactedDescription) }
  }

  /// Logs nothing.
  public static let disabled = Self { _ in }

  /// Writes a line to standard error: the sink of the loggers that are given none.
  static let writeToStandardError: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
