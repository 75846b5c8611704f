import ErrorHandling
import Testing
import Unidirectional
import UnidirectionalTesting

/// The error logger as a dependency: silent in a test unless the test sets one, and the
/// one the test sets is the one features log to.
@MainActor
struct ErrorLoggerDependencyTests {
  /// Classifies a failure through the registry's logger.
  struct Saver: Reducer {
    struct Failure: Error {}

    @Dependency(\.errorLogger) var errorLogger

    func reduce(into state: inout AppError?, action: Void) -> Effect<Void> {
      state = errorLogger.classify(Failure())
      return .none
    }
  }

  @Test("Given a test that sets no logger, when a feature logs an error, then nothing is logged and the test passes")
  func testsLogNothingByDefault() async {
    let store = TestStore(initialState: nil) { Saver() }

    await store.send(()) { $0 = .unknown }
  }

  @Test("Given a test that sets a logger, when a feature logs an error, then that logger gets it")
  func aLoggerSetByTheTestGetsTheErrors() async {
    let sink = LogSink()
    let store = TestStore(initialState: nil) {
      Saver()
    } withDependencies: {
      $0.errorLogger = sink.recording
    }

    await store.send(()) { $0 = .unknown }

    #expect(sink.records.count == 1)
    #expect(sink.records.first?.underlying is Saver.Failure)
  }
}
