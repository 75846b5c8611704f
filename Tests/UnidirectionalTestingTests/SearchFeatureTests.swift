import ErrorHandling
import Foundation
import LoadingStates
import Testing
import Unidirectional
import UnidirectionalTesting

@MainActor
struct SearchFeatureTests {
  let clock = TestClock()
  let search = ControlledDependency<String, [String]>()

  func makeStore(_ state: SearchFeature.State = SearchFeature.State()) -> TestStore<SearchFeature.State, SearchFeature.Action> {
    let search = self.search
    return TestStore(
      initialState: state,
      reducer: SearchFeature(search: { try await search($0) }, clock: clock)
    )
  }

  @Test func typingQuicklySearchesOnlyTheLastQueryAfterTheDebounce() async {
    let store = makeStore()

    await store.send(.queryChanged("s")) {
      $0.query = "s"
      $0.results = .initialLoading
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("sw")) { $0.query = "sw" }
    await clock.advance(by: .milliseconds(299))
    #expect(search.inputs.isEmpty)

    await clock.advance(by: .milliseconds(1))
    #expect(search.pendingInputs == ["sw"])

    await search.respond(to: "sw", with: ["swift", "swiftui"])
    await store.receive(.searchResponse(query: "sw", result: .success(["swift", "swiftui"]))) {
      $0.results = .success(["swift", "swiftui"])
    }
    await store.finish()
  }

  @Test func typingAgainKeepsTheLastResultsOnScreenWhileTheNextSearchRuns() async {
    let store = makeStore(SearchFeature.State(query: "sw", results: .success(["swift"])))

    await store.send(.queryChanged("swi")) {
      $0.query = "swi"
      $0.results = .reLoading(["swift"])
    }
    await clock.advance(by: .milliseconds(300))
    await search.respond(to: "swi", with: ["swift", "swiftui"])
    await store.receive(.searchResponse(query: "swi", result: .success(["swift", "swiftui"]))) {
      $0.results = .success(["swift", "swiftui"])
    }
    await store.finish()
  }

  @Test func aFailedSearchShowsAMessageForTheUserNotTheDevelopersError() async {
    let store = makeStore()

    await store.send(.queryChanged("x")) {
      $0.query = "x"
      $0.results = .initialLoading
    }
    await clock.advance(by: .milliseconds(300))
    await search.fail("x", with: URLError(.notConnectedToInternet))
    await store.receive(.searchResponse(query: "x", result: .failure(.network))) {
      $0.results = .loadingFailure(.network)
    }
    let shown = store.state.results.error?.userMessage()
    #expect(shown == AppError.network.userMessage())
    #expect(shown?.contains("URLError") == false)
    await store.finish()
  }

  @Test func clearingTheQueryCancelsTheSearchInFlight() async {
    let store = makeStore()

    await store.send(.queryChanged("a")) {
      $0.query = "a"
      $0.results = .initialLoading
    }
    await clock.advance(by: .milliseconds(300))
    #expect(search.pendingInputs == ["a"])

    await store.send(.queryChanged("")) {
      $0.query = ""
      $0.results = .idle
    }
    #expect(search.pendingInputs.isEmpty)
    #expect(search.cancelledInputs == ["a"])
    await store.finish()
  }

  @Test func theCounterWorksWhileASearchIsOut() async {
    let store = makeStore()

    await store.send(.queryChanged("a")) {
      $0.query = "a"
      $0.results = .initialLoading
    }
    await store.send(.increment) { $0.count = 1 }
    await clock.advance(by: .milliseconds(300))
    await search.respond(to: "a", with: ["apple"])
    await store.receive(.searchResponse(query: "a", result: .success(["apple"]))) {
      $0.results = .success(["apple"])
    }
    store.assertStateHistory([
      SearchFeature.State(),
      SearchFeature.State(query: "a", results: .initialLoading),
      SearchFeature.State(count: 1, query: "a", results: .initialLoading),
      SearchFeature.State(count: 1, query: "a", results: .success(["apple"])),
    ])
    await store.finish()
  }
}
