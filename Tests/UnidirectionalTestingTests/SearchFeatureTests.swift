import Testing
import Unidirectional
import UnidirectionalTesting

@MainActor
struct SearchFeatureTests {
  let clock = TestClock()
  let search = ControlledDependency<String, [String]>()

  func makeStore() -> TestStore<SearchFeature.State, SearchFeature.Action> {
    let search = self.search
    return TestStore(
      initialState: SearchFeature.State(),
      reducer: SearchFeature(search: { try await search($0) }, clock: clock)
    )
  }

  @Test func typingQuicklySearchesOnlyTheLastQueryAfterTheDebounce() async {
    let store = makeStore()

    await store.send(.queryChanged("s")) {
      $0.query = "s"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("sw")) { $0.query = "sw" }
    await clock.advance(by: .milliseconds(299))
    #expect(search.inputs.isEmpty)

    await clock.advance(by: .milliseconds(1))
    #expect(search.pendingInputs == ["sw"])

    await search.respond(to: "sw", with: ["swift", "swiftui"])
    await store.receive(.searchResponse(query: "sw", results: ["swift", "swiftui"])) {
      $0.isSearching = false
      $0.results = ["swift", "swiftui"]
    }
    await store.finish()
  }

  @Test func aFailedSearchBecomesAnErrorMessage() async {
    let store = makeStore()

    await store.send(.queryChanged("x")) {
      $0.query = "x"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(300))
    await search.fail("x", with: SearchFeature.SearchError())
    await store.receive(.searchFailed("Search for x failed")) {
      $0.isSearching = false
      $0.errorMessage = "Search for x failed"
    }
    await store.finish()
  }

  @Test func clearingTheQueryCancelsTheSearchInFlight() async {
    let store = makeStore()

    await store.send(.queryChanged("a")) {
      $0.query = "a"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(300))
    #expect(search.pendingInputs == ["a"])

    await store.send(.queryChanged("")) {
      $0.query = ""
      $0.isSearching = false
    }
    #expect(search.pendingInputs.isEmpty)
    #expect(search.cancelledInputs == ["a"])
    await store.finish()
  }

  @Test func theCounterWorksWhileASearchIsOut() async {
    let store = makeStore()

    await store.send(.queryChanged("a")) {
      $0.query = "a"
      $0.isSearching = true
    }
    await store.send(.increment) { $0.count = 1 }
    await clock.advance(by: .milliseconds(300))
    await search.respond(to: "a", with: ["apple"])
    await store.receive(.searchResponse(query: "a", results: ["apple"])) {
      $0.isSearching = false
      $0.results = ["apple"]
    }
    store.assertStateHistory([
      SearchFeature.State(),
      SearchFeature.State(query: "a", isSearching: true),
      SearchFeature.State(count: 1, query: "a", isSearching: true),
      SearchFeature.State(count: 1, query: "a", results: ["apple"]),
    ])
    await store.finish()
  }
}
