import ErrorHandling
import Examples
import Foundation
import LoadingStates
import Testing
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
