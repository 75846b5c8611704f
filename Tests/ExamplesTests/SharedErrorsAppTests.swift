import ErrorHandling
import Examples
import Foundation
import LoadingStates
import Testing
import TestSupport
import Unidirectional
import UnidirectionalTesting

/// Article 002's one `ErrorHandler` for the whole app: screens report, the root shows one
/// failure at a time, and the answer goes back to the screen that reported it.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SharedErrorsAppTests {
  let fetchName = ControlledDependency<Void, String>()

  func makeStore() -> TestStore<SharedErrorsApp.State, SharedErrorsApp.Action> {
    let fetchName = self.fetchName
    return TestStore(initialState: SharedErrorsApp.State(), reducer: SharedErrorsApp { try await fetchName() })
  }

  var offlineAlert: ErrorPresentation<SharedErrorsApp.Action> {
    .alert(ErrorAlert(error: .network, actions: [.retry(.profile(.load)), .dismiss()]))
  }

  @Test func givenAFailedProfileLoadWhenTheScreenReportsItThenTheRootShowsOneAlertWhoseTryAgainLoadsTheProfileAgain() async {
    // Given
    let store = makeStore()
    await store.send(.profile(.load)) { $0.profile.name = .initialLoading }

    // When
    await fetchName.fail(callAt: 0, with: URLError(.notConnectedToInternet))
    await store.receive(.profile(.loaded(.failure(.network)))) { $0.profile.name = .loadingFailure(.network) }
    await store.receive(.profile(.failed(ErrorReport(.network, as: .alert(actions: [.retry(.load), .dismiss()]))))) {
      $0.error = offlineAlert
    }

    // Then
    await store.send(.error(.tapped(.retry))) { $0.error = nil }
    await store.receive(.profile(.load)) { $0.profile.name = .retryLoading(.network) }
    await fetchName.respond(toCallAt: 0, with: "Ada")
    await store.receive(.profile(.loaded(.success("Ada")))) { $0.profile.name = .success("Ada") }
    await store.finish()
  }

  @Test func givenAnEmptyNoteWhenSavedThenTheRootShowsItsMessageInlineAndTypingKeepsTheFormWorking() async {
    // Given
    let store = makeStore()
    let message = NoteForm.emptyNote.userMessage()

    // When
    await store.send(.notes(.saveTapped))
    await store.receive(.notes(.failed(ErrorReport(NoteForm.emptyNote, as: .inline())))) {
      $0.error = .inline(NoteForm.emptyNote, message: message)
    }

    // Then
    #expect(store.state.inlineMessage == message)
    await store.send(.notes(.textChanged("Milk"))) { $0.notes.text = "Milk" }
    await store.send(.notes(.saveTapped)) {
      $0.notes.saved = ["Milk"]
      $0.notes.text = ""
    }
    await store.send(.error(.dismissed)) { $0.error = nil }
  }

  @Test func givenAnAlertShownWhenAnotherScreenReportsThenTheNewestFailureIsTheOneShown() async {
    // Given
    let store = makeStore()
    await store.send(.profile(.load)) { $0.profile.name = .initialLoading }
    await fetchName.fail(callAt: 0, with: URLError(.notConnectedToInternet))
    await store.receive(.profile(.loaded(.failure(.network)))) { $0.profile.name = .loadingFailure(.network) }
    await store.receive(.profile(.failed(ErrorReport(.network, as: .alert(actions: [.retry(.load), .dismiss()]))))) {
      $0.error = offlineAlert
    }

    // When
    await store.send(.notes(.saveTapped))

    // Then
    await store.receive(.notes(.failed(ErrorReport(NoteForm.emptyNote, as: .inline())))) {
      $0.error = .inline(NoteForm.emptyNote, message: NoteForm.emptyNote.userMessage())
    }
    await store.send(.error(.tapped(.retry)))
    #expect(store.state.profile.name == .loadingFailure(.network), "the replaced alert's button no longer exists")
  }

  /// The app, with a logger that keeps what the error handler logs.
  func makeStore(logging log: Journal<ErrorLogRecord>) -> TestStore<SharedErrorsApp.State, SharedErrorsApp.Action> {
    let fetchName = self.fetchName
    return TestStore(initialState: SharedErrorsApp.State()) {
      SharedErrorsApp { try await fetchName() }
    } withDependencies: {
      $0.errorLogger = ErrorLogger(log.append)
    }
  }

  /// The line of `source`, a file of the Examples target, that holds `code`.
  func line(of code: String, in source: String) throws -> UInt {
    let url = URL(filePath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "Sources/Examples/SharedErrors/\(source)")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0.contains(code) })
    return UInt(index + 1)
  }

  @Test func givenAFailedProfileLoadWhenTheScreenReportsItThenTheHandlerLogsItWithTheProfileScreensFileLineAndFunction() async throws {
    // Given
    let log = Journal<ErrorLogRecord>()
    let store = makeStore(logging: log)
    let reportLine = try line(of: "ErrorReport(error, as: .alert", in: "ProfileCard.swift")

    // When
    await store.send(.profile(.load)) { $0.profile.name = .initialLoading }
    await fetchName.fail(callAt: 0, with: URLError(.notConnectedToInternet))
    await store.receive(.profile(.loaded(.failure(.network)))) { $0.profile.name = .loadingFailure(.network) }
    await store.receive(.profile(.failed(ErrorReport(.network, as: .alert(actions: [.retry(.load), .dismiss()]))))) {
      $0.error = offlineAlert
    }

    // Then: one log line, at the place the screen reported the failure
    #expect(log.entries.map(\.error) == [.network])
    #expect(log.entries.map(\.fileID) == ["Examples/ProfileCard.swift"])
    #expect(log.entries.map(\.line) == [reportLine])
    #expect(log.entries.map(\.function) == ["reduce(into:action:)"])
    #expect(
      log.entries.first?.developmentDescription.contains("at Examples/ProfileCard.swift:\(reportLine) in reduce(into:action:)")
        == true)
    await store.finish()
  }

  @Test func givenAnEmptyNoteWhenTheFormReportsItInlineThenTheHandlerLogsItWithTheNoteFormsFileAndLine() async throws {
    // Given
    let log = Journal<ErrorLogRecord>()
    let store = makeStore(logging: log)
    let reportLine = try line(of: "ErrorReport(Self.emptyNote", in: "NoteForm.swift")

    // When
    await store.send(.notes(.saveTapped))
    await store.receive(.notes(.failed(ErrorReport(NoteForm.emptyNote, as: .inline())))) {
      $0.error = .inline(NoteForm.emptyNote, message: NoteForm.emptyNote.userMessage())
    }

    // Then
    #expect(log.entries.map(\.error) == [NoteForm.emptyNote])
    #expect(log.entries.map(\.fileID) == ["Examples/NoteForm.swift"])
    #expect(log.entries.map(\.line) == [reportLine])
    #expect(log.entries.map(\.function) == ["reduce(into:action:)"])
  }

  @Test func givenACancelledLoadReportedByAScreenThenTheHandlerLogsNothingWhileTheNextFailureIsLogged() async {
    // Given
    let log = Journal<ErrorLogRecord>()
    let store = makeStore(logging: log)

    // When: a cancellation, then a real failure
    await store.send(.profile(.failed(ErrorReport(.cancelled, as: .alert(actions: [.dismiss()])))))
    let loggedAfterTheCancellation = log.entries.count
    await store.send(.notes(.saveTapped))
    await store.receive(.notes(.failed(ErrorReport(NoteForm.emptyNote, as: .inline())))) {
      $0.error = .inline(NoteForm.emptyNote, message: NoteForm.emptyNote.userMessage())
    }

    // Then
    #expect(loggedAfterTheCancellation == 0)
    #expect(log.entries.map(\.error) == [NoteForm.emptyNote])
  }

  @Test func givenACancellationOrAHiddenReportThenNothingIsShownAndWhatIsShownStays() {
    // Given
    var state = SharedErrorsApp.State()
    state.error = offlineAlert
    let app = SharedErrorsApp { "Ada" }

    // When
    _ = app.reduce(into: &state, action: .notes(.failed(ErrorReport(.cancelled, as: .inline()))))
    _ = app.reduce(into: &state, action: .notes(.failed(ErrorReport(.validation(reason: "x"), as: .hidden))))

    // Then
    #expect(state.error == offlineAlert)
  }
}
