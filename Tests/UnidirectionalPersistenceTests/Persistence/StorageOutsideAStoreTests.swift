import Foundation
import Observation
import TestSupport
import Testing
import Unidirectional
import UnidirectionalPersistence
import UnidirectionalTesting

/// Code with no store — a view model, a widget, a background task — reads a persisted value
/// through its storage and is told when a feature changes it.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StorageOutsideAStoreTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  @Test func givenASavedFileWhenItIsLoadedThenCodeWithNoStoreReadsTheLoadedValue() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("count.json")
    try Data("7".utf8).write(to: url)
    let storage = PersistentStorage<Int>.file(url, issueReporter: .failingCurrentTest)
    #expect(storage.latestValue == nil, "nothing is known before a load")

    _ = storage.load(default: 0)

    #expect(storage.latestValue == 7)
  }

  @Test func givenAnObserverOfTheLatestValueWhenAFeatureChangesThePersistedFieldThenItIsToldBeforeTheWrite() async throws {
    let folder = try TemporaryFolder()
    let storage = PersistentStorage<Int>.file(folder.file("count.json"), issueReporter: .failingCurrentTest)
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State(count: storage.load(default: 0))) {
      Counter().persisting(\.count, to: storage, debounce: .seconds(1), clock: clock)
    }
    let told = Journal<Int?>()
    let seen = withObservationTracking { storage.latestValue } onChange: { told.append(nil) }
    #expect(seen == 0)

    await store.send(.increment) { $0.count = 1 }

    #expect(told.entries.count == 1)
    #expect(storage.latestValue == 1)
    #expect(storage.writeCount == 0, "the observer learns of the change before the debounced write")
    await clock.advance(by: .seconds(1))
    #expect(storage.writeCount == 1)
    await store.finish()
  }

  @Test func givenAStreamOfChangesWhenAFeatureChangesTheFieldTwiceThenTheStreamGetsBothInOrder() async throws {
    let storage = PersistentStorage<Int>.inMemory()
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State(count: storage.load(default: 0))) {
      Counter().persisting(\.count, to: storage, debounce: .seconds(1), clock: clock)
    }
    var changes = storage.changes().makeAsyncIterator()

    await store.send(.increment) { $0.count = 1 }
    await store.send(.increment) { $0.count = 2 }

    #expect(await changes.next() == 1)
    #expect(await changes.next() == 2)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func givenAStreamWhenTheStorageIsReleasedThenTheStreamEnds() async {
    var storage: PersistentStorage<Int>? = .inMemory()
    var changes = storage!.changes().makeAsyncIterator()

    storage = nil

    #expect(await changes.next() == nil)
  }
}
