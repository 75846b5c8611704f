import ErrorHandling
import Foundation
import Testing
import Unidirectional
import UnidirectionalTesting

/// A report keeps the place a screen made it, as article 002's `handle` takes its caller's
/// file, line and function, and the error handler logs it there; the place is no part of
/// equality or of the coded form.
@MainActor
struct ErrorReportTests {
  typealias Action = SaveFeature.Action

  /// A root that shows what its one screen reports.
  struct ReportingRoot: Reducer {
    struct State: Equatable {
      var error: ErrorPresentation<Action>?
    }

    enum Action: Equatable, Sendable {
      case failed(ErrorReport<Action>)
      case error(ErrorPresentationAction)
    }

    let errorLogger: ErrorLogger

    var body: some Reducer<State, Action> {
      EmptyReducer()
        .handlingErrors(
          reportedBy: { if case .failed(let report) = $0 { report } else { nil } },
          in: \.error,
          action: ActionPath(embed: Action.error) { if case .error(let action) = $0 { action } else { nil } },
          errorLogger: errorLogger
        )
    }
  }

  @Test func givenAReportMadeHereThenItKeepsThisFileLineAndFunctionAndMapKeepsThem() {
    // When
    let report = ErrorReport<Action>(.network, as: .inline()); let line: UInt = #line

    // Then
    let mapped = report.map { [$0] }
    #expect([report.fileID, mapped.fileID] == ["ErrorHandlingTests/ErrorReportTests.swift", "ErrorHandlingTests/ErrorReportTests.swift"])
    #expect([report.line, mapped.line] == [line, line])
    #expect([report.function, mapped.function] == [#function, #function])
  }

  @Test func givenTwoReportsOfOneFailureMadeAtTwoPlacesThenTheyAreEqualAndCodeTheSame() throws {
    // Given
    let first = ErrorReport<Action>(.network, as: .alert(actions: [.retry(.saveTapped)]))
    let second = ErrorReport<Action>(.network, as: .alert(actions: [.retry(.saveTapped)]), fileID: "Other/Place.swift", line: 9, function: "elsewhere()")

    // Then
    #expect(first == second)
    #expect(first != ErrorReport<Action>(.notFound, as: .alert(actions: [.retry(.saveTapped)])))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(first), as: UTF8.self)
    #expect(json == String(decoding: try encoder.encode(second), as: UTF8.self))
    #expect(!json.contains("ErrorReportTests"))
    let decoded = try JSONDecoder().decode(ErrorReport<Action>.self, from: Data(json.utf8))
    #expect(decoded == first)
    #expect([decoded.fileID, decoded.function] == ["", ""])
    #expect(decoded.line == 0)
  }

  @Test func givenAHandlerWithALoggerWhenReportsArriveThenEachFailureShownOrHiddenIsLoggedAndACancellationIsNot() async {
    // Given
    let sink = LogSink()
    let store = TestStore(initialState: ReportingRoot.State(), reducer: ReportingRoot(errorLogger: sink.development))
    let shown = ErrorReport<ReportingRoot.Action>(.notFound, as: .inline(), fileID: "Feed/FeedScreen.swift", line: 12, function: "load()")

    // When
    await store.send(.failed(ErrorReport(.cancelled, as: .inline())))
    await store.send(.failed(ErrorReport(.network, as: .hidden, fileID: "Feed/FeedScreen.swift", line: 30, function: "refresh()")))
    await store.send(.failed(shown)) { $0.error = .inline(.notFound, message: AppError.notFound.userMessage()) }

    // Then
    #expect(sink.lines.count == 2)
    #expect(sink.lines.first?.contains("at Feed/FeedScreen.swift:30 in refresh()") == true)
    #expect(sink.lines.last?.contains("at Feed/FeedScreen.swift:12 in load()") == true)
  }
}
