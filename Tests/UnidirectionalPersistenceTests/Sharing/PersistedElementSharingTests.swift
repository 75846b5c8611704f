import TestSupport
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalPersistence
import UnidirectionalTesting

/// A list saved to a file and shared by id into its screens: a change made in a pushed
/// screen reaches the file once, after the debounce, as a change made in the list does.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PersistedElementSharingTests {
  @Test func givenAPersistedListWhenAPushedDetailRenamesItsMeetingTwiceThenTheFileGetsTheLastTitleInOneWrite() async throws {
    let folder = try TemporaryFolder()
    let url = folder.file("meetings.json")
    let storage = PersistentStorage<IdentifiedArray<Meeting>>.file(url, issueReporter: .failingCurrentTest)
    let clock = TestClock()
    let standup = Meeting(id: 1, title: "Standup")
    let store = TestStore(initialState: Meetings.State(meetings: [standup])) {
      Meetings().persisting(\.meetings, to: storage, debounce: .seconds(1), clock: clock)
    }
    await store.send(.open(1)) { $0.path = [.detail(.init(meeting: standup))] }

    await store.send(.path(.element(id: 0, action: .detail(.rename("Daily"))))) {
      $0.meetings[id: 1]?.title = "Daily"
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.path(.element(id: 0, action: .detail(.rename("Sync"))))) {
      $0.meetings[id: 1]?.title = "Sync"
    }
    await clock.advance(by: .milliseconds(999))
    #expect(storage.writeCount == 0)
    await clock.advance(by: .milliseconds(1))

    #expect(storage.writeCount == 1)
    #expect(PersistentStorage<IdentifiedArray<Meeting>>.file(url).load(default: []) == [Meeting(id: 1, title: "Sync")])
    await store.finish()
  }

  @Test func givenAPersistedListWhenAPushedDetailDeletesItsMeetingThenTheFileLosesItAndTheDetailCloses() async throws {
    let folder = try TemporaryFolder()
    let url = folder.file("meetings.json")
    let storage = PersistentStorage<IdentifiedArray<Meeting>>.file(url, issueReporter: .failingCurrentTest)
    let clock = TestClock()
    let meetings: IdentifiedArray<Meeting> = [Meeting(id: 1, title: "Standup"), Meeting(id: 2, title: "Retro")]
    let store = TestStore(initialState: Meetings.State(meetings: meetings)) {
      Meetings().persisting(\.meetings, to: storage, debounce: .seconds(1), clock: clock)
    }
    await store.send(.open(2)) { $0.path = [.detail(.init(meeting: meetings[1]))] }

    await store.send(.path(.element(id: 0, action: .detail(.delete)))) { $0.meetings.remove(id: 2) }
    await clock.advance(by: .seconds(1))

    #expect(store.state.path.isEmpty)
    #expect(PersistentStorage<IdentifiedArray<Meeting>>.file(url).load(default: []) == [meetings[0]])
    await store.finish()
  }
}
