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

extension ErrorLogger {
  /// The logger in the store's dependencies, ``Unidirectional/DependencyValues/errorLogger``,
  /// read each time an error is logged: the default of the ready features.
  ///
  /// So the features log as article 002's error handler does without being told: in full
  /// in a debug build, redacted in a release build, and not at all under a test store, which
  /// installs the test values, unless the test sets a logger of its own. Override the
  /// dependency for the app or a subtree, or give a feature a logger of its own. Setting the
  /// dependency itself to this logger would make it read itself; give it a real one.
  public static var fromDependencies: Self {
    Self { record in
      @Dependency(\.errorLogger) var logger
      logger.record(record)
    }
  }
}
