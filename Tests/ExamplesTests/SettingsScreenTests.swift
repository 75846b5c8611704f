import Examples
import Foundation
import Testing
import Unidirectional
import UnidirectionalBindings
import UnidirectionalPersistence
import UnidirectionalTesting

/// The settings screen keeps its choices across a restart: each store of the app is made
/// from the file the previous one saved to.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SettingsScreenTests {
  let folder = FileManager.default.temporaryDirectory
    .appending(path: "SettingsScreenTests-\(UUID().uuidString)")
  let clock = TestClock()

  var preferencesFile: URL { folder.appending(path: "preferences.json") }

  /// One launch of the app: a store whose state starts with what the file holds.
  func launch() -> TestStoreOf<SettingsScreen> {
    let storage = PersistentStorage<Preferences>.file(preferencesFile, issueReporter: .failingCurrentTest)
    return TestStore(initialState: SettingsScreen.State(preferences: storage.load(default: Preferences()))) {
      SettingsScreen.persisted(in: storage)
    } withDependencies: {
      $0.clock = clock
    }
  }

  @Test(
    "Given choices made on the settings screen, when the app is launched again over the same file, then the screen starts with them"
  )
  func choicesSurviveARestart() async {
    defer { try? FileManager.default.removeItem(at: folder) }
    let firstLaunch = launch()
    #expect(firstLaunch.state.preferences == Preferences())

    await firstLaunch.send(.binding(.set(\.preferences.appearance, .dark))) {
      $0.preferences.appearance = .dark
    }
    await firstLaunch.send(.binding(.set(\.preferences.textScale, 1.25))) {
      $0.preferences.textScale = 1.25
    }
    await clock.advance(by: .milliseconds(500))
    await firstLaunch.finish()

    let secondLaunch = launch()
    #expect(secondLaunch.state.preferences == Preferences(appearance: .dark, textScale: 1.25))

    await secondLaunch.send(.resetTapped) { $0.preferences = Preferences() }
    await clock.advance(by: .milliseconds(500))
    await secondLaunch.finish()

    #expect(launch().state.preferences == Preferences())
  }

  @Test(
    "Given a change still waiting to be saved, when the app's store goes away, then the next launch has the change"
  )
  func aPendingChangeIsSavedWhenTheStoreGoesAway() async {
    defer { try? FileManager.default.removeItem(at: folder) }
    let storage = PersistentStorage<Preferences>.file(preferencesFile, issueReporter: .failingCurrentTest)
    var store: StoreOf<SettingsScreen>? = Store(
      initialState: SettingsScreen.State(preferences: storage.load(default: Preferences()))
    ) {
      SettingsScreen.persisted(in: storage)
    } withDependencies: {
      $0.clock = clock
    }

    store?.send(.binding(.set(\.preferences.notificationsEnabled, false)))
    store = nil

    #expect(launch().state.preferences == Preferences(notificationsEnabled: false))
  }

  @Test("Given a test that sets no clock, when a choice changes, then the test fails naming the clock it needs")
  func aTestWithoutAClockIsToldWhichDependencyItMissed() async {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = TestStore(initialState: SettingsScreen.State()) {
      SettingsScreen.persisted(in: .inMemory())
    }

    await withKnownIssue {
      await store.send(.binding(.set(\.preferences.appearance, .light))) {
        $0.preferences.appearance = .light
      }
    } matching: { issue in
      issue.description.contains("ClockKey")
    }
    await store.skipInFlightEffects()
  }
}
