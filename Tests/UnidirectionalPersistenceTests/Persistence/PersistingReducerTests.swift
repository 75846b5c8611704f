import Foundation
import TestSupport
import Testing
import Unidirectional
import UnidirectionalPersistence
import UnidirectionalTesting

/// A field saved after it changes: loaded when the store is created, written once per
/// burst of changes, flushed when the store goes away, and never lost to a failed write.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PersistingReducerTests {
  struct Settings: Reducer {
    struct Values: Codable, Equatable, Sendable {
      var theme = "light"
      var fontSize = 12
    }

    struct State: Equatable {
      var values = Values()
      var taps = 0
    }

    enum Action: Equatable {
      case setTheme(String)
      case setFontSize(Int)
      case tap
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .setTheme(let theme): state.values.theme = theme
      case .setFontSize(let size): state.values.fontSize = size
      case .tap: state.taps += 1
      }
      return .none
    }
  }

  /// A store that starts with what `storage` holds and saves its values back to it.
  func makeStore(
    _ storage: PersistentStorage<Settings.Values>, clock: any Clock<Duration>
  ) -> Store<Settings.State, Settings.Action> {
    Store(initialState: Settings.State(values: storage.load(default: .init()))) {
      Settings().persisting(\.values, to: storage, debounce: .seconds(1), clock: clock)
    }
  }

  @Test(
    "Given a store that saved a value and went away, when a second store starts over the same file, then it starts with that value"
  )
  func aSecondStoreStartsWithWhatTheFirstSaved() async throws {
    let folder = try TemporaryFolder()
    let url = folder.file("settings.json")
    let issues = IssueLog()
    var first: Store? = makeStore(
      .file(url, issueReporter: issues.reporter), clock: ImmediateClock())
    first?.send(.setTheme("dark"))
    await first?.waitForEffects()
    first = nil

    let second = makeStore(.file(url, issueReporter: issues.reporter), clock: ImmediateClock())

    #expect(second.state.values == Settings.Values(theme: "dark"))
    #expect(issues.issues.isEmpty)
  }

  @Test(
    "Given three quick changes, when the clock passes the debounce after the last, then one write saves the last value"
  )
  func aBurstOfChangesIsWrittenOnce() async throws {
    let folder = try TemporaryFolder()
    let url = folder.file("settings.json")
    let storage = PersistentStorage<Settings.Values>.file(url, issueReporter: .failingCurrentTest)
    let clock = TestClock()
    let store = TestStore(initialState: Settings.State()) {
      Settings().persisting(\.values, to: storage, debounce: .seconds(1), clock: clock)
    }

    await store.send(.setTheme("dark")) { $0.values.theme = "dark" }
    await clock.advance(by: .milliseconds(600))
    await store.send(.setFontSize(14)) { $0.values.fontSize = 14 }
    await clock.advance(by: .milliseconds(600))
    await store.send(.setFontSize(16)) { $0.values.fontSize = 16 }
    await clock.advance(by: .milliseconds(999))
    #expect(storage.writeCount == 0)
    #expect(try folder.entries().isEmpty)
    await clock.advance(by: .milliseconds(1))

    #expect(storage.writeCount == 1)
    #expect(
      PersistentStorage<Settings.Values>.file(url).load(default: .init())
        == .init(theme: "dark", fontSize: 16))
    await store.finish()
  }

  @Test("Given an action that leaves the field as it was, then nothing is scheduled")
  func anActionThatDoesNotChangeTheFieldWritesNothing() async {
    let storage = PersistentStorage<Settings.Values>.inMemory()
    let store = makeStore(storage, clock: TestClock())

    store.send(.tap)
    store.send(.setTheme("light"))

    #expect(store.inFlightEffectCount == 0)
  }

  @Test(
    "Given a change waiting to be written, when the store is released, then the value is written at once"
  )
  func releasingTheStoreFlushesThePendingWrite() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("settings.json")
    let storage = PersistentStorage<Settings.Values>.file(url)
    var store: Store? = makeStore(storage, clock: TestClock())
    store?.send(.setTheme("dark"))
    store?.send(.setFontSize(18))
    #expect(storage.writeCount == 0)

    // The released store's runner cancels both waiting writes; the first cancellation
    // writes the newest value before `store = nil` returns, the second finds nothing left.
    store = nil

    #expect(storage.writeCount == 1)
    #expect(
      PersistentStorage<Settings.Values>.file(url).load(default: .init())
        == .init(theme: "dark", fontSize: 18))
  }

  @Test(
    "Given a write that failed because the folder is a file, when the folder is fixed and the value changes again, then the newest value is written"
  )
  func aFailedWriteIsReportedAndRetriedAtTheNextChange() async throws {
    let folder = try TemporaryFolder()
    try Data().write(to: folder.file("app"))
    let url = folder.file("app/settings.json")
    let issues = IssueLog()
    let storage = PersistentStorage<Settings.Values>.file(url, issueReporter: issues.reporter)
    let store = makeStore(storage, clock: ImmediateClock())
    store.send(.setTheme("dark"))
    await store.waitForEffects()
    #expect(storage.writeCount == 0)
    #expect(issues.issues.count == 1)
    #expect(
      issues.issues.first?.message.hasPrefix("Could not save the value to \(url.path): ") == true)

    try FileManager.default.removeItem(at: folder.file("app"))
    store.send(.setFontSize(14))
    await store.waitForEffects()

    #expect(storage.writeCount == 1)
    #expect(issues.issues.count == 1)
    #expect(
      PersistentStorage<Settings.Values>.file(url).load(default: .init())
        == .init(theme: "dark", fontSize: 14))
  }

  @Test(
    "Given a write that failed and no later change, when the folder is fixed and the store and its storage go away, then the kept value is written"
  )
  func aFailedWriteIsRetriedWhenTheStorageGoesAway() async throws {
    let folder = try TemporaryFolder()
    try Data().write(to: folder.file("app"))
    let url = folder.file("app/settings.json")
    let issues = IssueLog()
    var store: Store? = makeStore(.file(url, issueReporter: issues.reporter), clock: ImmediateClock())
    store?.send(.setTheme("dark"))
    await store?.waitForEffects()
    #expect(issues.issues.count == 1)

    try FileManager.default.removeItem(at: folder.file("app"))
    store = nil

    #expect(issues.issues.count == 1)
    #expect(
      PersistentStorage<Settings.Values>.file(url).load(default: .init())
        == .init(theme: "dark", fontSize: 12))
  }

  @Test(
    "Given in-memory storage under an exhaustive test store, when the debounce passes, then the last value is saved once"
  )
  func inMemoryStorageUnderAnExhaustiveTestStore() async {
    let storage = PersistentStorage<Settings.Values>.inMemory(issueReporter: .failingCurrentTest)
    let clock = TestClock()
    let store = TestStore(initialState: Settings.State(values: storage.load(default: .init()))) {
      Settings().persisting(\.values, to: storage, debounce: .seconds(1), clock: clock)
    }

    await store.send(.setTheme("dark")) { $0.values.theme = "dark" }
    await store.send(.tap) { $0.taps = 1 }
    await store.send(.setFontSize(14)) { $0.values.fontSize = 14 }
    await clock.advance(by: .seconds(1))

    #expect(storage.writeCount == 1)
    #expect(storage.load(default: .init()) == Settings.Values(theme: "dark", fontSize: 14))
    await store.finish()
  }
}
