import FoundationEssentials
import Testing
import Unidirectional
import UnidirectionalTesting

/// The registry in a plain store: live values unless the store says otherwise, overrides
/// that stay with their store and subtree, and nothing left installed after a reduce.
@MainActor
struct StoreDependencyTests {
  let noon = Date(timeIntervalSince1970: 43_200)
  let evening = Date(timeIntervalSince1970: 64_800)

  @Test("Given a plain store, when a reducer reads dependencies, then it gets the live values")
  func aPlainStoreReadsLiveValues() async {
    let store = Store(initialState: Journal.State()) { Journal() }

    store.send(.add)
    store.send(.add)
    await store.send(.fetchQuote).finish()

    #expect(store.state.entries.count == 2)
    #expect(store.state.entries[0].id != store.state.entries[1].id)
    #expect(store.state.entries.allSatisfy { $0.id != .counted(0) && $0.id != .counted(1) })
    #expect(store.state.quote == "live")
  }

  @Test("Given a store made for a preview, when a reducer reads a dependency, then it gets the preview value")
  func aPreviewStoreReadsPreviewValues() async {
    let store = Store(initialState: Journal.State()) {
      Journal()
    } withDependencies: {
      $0.context = .preview
    }

    await store.send(.fetchQuote).finish()

    #expect(store.state.quote == "preview")
  }

  @Test("Given a store with an override, when an action was reduced, then code outside any store reads the live values again")
  func nothingStaysInstalledAfterAReduce() async throws {
    let store = Store(initialState: Journal.State()) {
      Journal()
    } withDependencies: {
      $0.quotes = Quotes { "overridden" }
    }

    await store.send(.fetchQuote).finish()

    #expect(store.state.quote == "overridden")
    #expect(try await Dependency(\.quotes).wrappedValue.fetch() == "live")
  }

  @Test(
    "Given a reducer that reads a dependency before and after a subtree that overrides it, when it reduces, then both reads outside the subtree see the outer value"
  )
  func aSubtreeOverrideEndsWithTheSubtree() {
    let store = Store(initialState: [Date]()) {
      Stamp()
      Stamp().dependency(\.date, .constant(evening))
      Stamp()
    } withDependencies: {
      $0.date = .constant(noon)
    }

    store.send(())

    #expect(store.state == [noon, evening, noon])
  }

  @Test(
    "Given two stores with different values whose effects read them off the main actor, when both run many effects at once, then each effect reads its own store's values"
  )
  func effectsOfTwoStoresNeverSeeEachOthersValues() async {
    let morning = Store(initialState: [Date]()) {
      OffMainStamp()
    } withDependencies: {
      $0.date = .constant(noon)
    }
    let night = Store(initialState: [Date]()) {
      OffMainStamp()
    } withDependencies: {
      $0.date = .constant(evening)
    }

    var tasks: [StoreTask] = []
    for _ in 1...200 {
      tasks.append(morning.send(.stamp))
      tasks.append(night.send(.stamp))
    }
    for task in tasks { await task.finish() }

    #expect(morning.state == Array(repeating: noon, count: 200))
    #expect(night.state == Array(repeating: evening, count: 200))
  }
}

/// Appends the registry's date.
struct Stamp: Reducer {
  @Dependency(\.date) var date

  func reduce(into state: inout [Date], action: Void) -> Effect<Void> {
    state.append(date())
    return .none
  }
}

/// Reads the registry's date in an effect, on a thread of the global executor.
struct OffMainStamp: Reducer {
  enum Action { case stamp, stamped(Date) }

  @Dependency(\.date) var date

  func reduce(into state: inout [Date], action: Action) -> Effect<Action> {
    switch action {
    case .stamp:
      return .run { send in send(.stamped(await readOffMain())) }
    case .stamped(let date):
      state.append(date)
      return .none
    }
  }

  @concurrent
  private func readOffMain() async -> Date {
    await Task.yield()
    return date()
  }
}
