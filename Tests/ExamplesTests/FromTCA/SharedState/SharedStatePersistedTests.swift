import Foundation
import Testing
import Unidirectional
import UnidirectionalPersistence
import UnidirectionalTesting

@testable import Examples

/// TCA's "Shared state: file storage" and "user defaults", tested for what they add to the
/// in-memory case study: the statistics are there when the app starts again, from a real
/// file and a real `UserDefaults` suite.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SharedStatePersistedTests {
  let clock = TestClock()
  let name = "SharedStatePersistedTests-\(UUID().uuidString)"

  /// One launch of the app over `storage`: a store whose statistics start with what it holds.
  func launch(over storage: PersistentStorage<Stats>) -> TestStoreOf<SharedStatePersisted> {
    TestStore(initialState: SharedStateInMemory.State(stats: storage.load(default: Stats()))) {
      SharedStatePersisted(storage: storage)
    } withDependencies: {
      $0.clock = clock
    }
  }

  /// Counts twice on the counter tab, lets the write happen, and checks that the next
  /// launch over `storage` starts with the count in both tabs.
  func countTwiceThenRelaunch(over storage: PersistentStorage<Stats>) async {
    let firstLaunch = launch(over: storage)
    await firstLaunch.send(.counter(.incrementButtonTapped)) { $0.stats.increment() }
    await firstLaunch.send(.counter(.incrementButtonTapped)) { $0.stats.increment() }
    await clock.advance(by: .seconds(1))
    await firstLaunch.finish()

    let secondLaunch = launch(over: storage)
    #expect(secondLaunch.state.stats.count == 2)
    #expect(secondLaunch.state.profile.stats.maxCount == 2)
    await secondLaunch.send(.profile(.resetStatsButtonTapped)) { $0.stats = Stats() }
    await clock.advance(by: .seconds(1))
    await secondLaunch.finish()

    #expect(launch(over: storage).state.counter.stats == Stats())
  }

  @Test func givenAFileWhenTheAppStartsAgainThenTheStatsAreThere() async {
    let folder = FileManager.default.temporaryDirectory.appending(path: name)
    defer { try? FileManager.default.removeItem(at: folder) }

    await countTwiceThenRelaunch(
      over: .file(folder.appending(path: "stats.json"), issueReporter: .failingCurrentTest))
  }

  @Test func givenAUserDefaultsSuiteWhenTheAppStartsAgainThenTheStatsAreThere() async {
    defer { UserDefaults().removePersistentDomain(forName: name) }

    await countTwiceThenRelaunch(
      over: .userDefaults(key: "stats", suite: name, issueReporter: .failingCurrentTest))
  }
}
