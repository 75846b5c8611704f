public import Unidirectional

extension DependencyValues {
  /// Where features log the errors they classify.
  ///
  /// Live: a debug build logs each error in full (``ErrorLogger/development(write:)``), a
  /// release build logs it with the details redacted
  /// (``ErrorLogger/production(write:)``), both to standard error. Previews log in full.
  /// Tests log nothing unless they set a logger of their own, for example one that
  /// collects what it is given so the test can assert it.
  ///
  /// ```swift
  /// @Dependency(\.errorLogger) var errorLogger
  /// let classified = errorLogger.classify(URLError(.timedOut))
  /// ```
  public var errorLogger: ErrorLogger {
    get { self[ErrorLoggerKey.self] }
    set { self[ErrorLoggerKey.self] = newValue }
  }
}

/// The key of ``Unidirectional/DependencyValues/errorLogger``.
enum ErrorLoggerKey: DependencyKey {
  static var liveValue: ErrorLogger {
    #if DEBUG
      .development()
    #else
      .production(write: ErrorLogger.writeToStandardError)
    #endif
  }

  static var previewValue: ErrorLogger { .development() }

  static var testValue: ErrorLogger { .disabled }
}
