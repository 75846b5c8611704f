import LoadingStates
import Paging
import Testing
import Unidirectional
import UnidirectionalRecording
import UnidirectionalTesting

extension FixtureServerTests {
  /// A session of the paging feature recorded through a real `Store` over real HTTP
  /// replays against the feature step by step, and names the first step a changed feature
  /// takes differently.
  @MainActor
  @Suite(.timeLimit(.minutes(1)))
  struct HTTPRecordingReplayTests {
    typealias Feed = PagingFeature<RemotePost, String>

    /// The feed with a planted bug: the second scroll to the bottom is dropped.
    struct FeedDroppingTheSecondScroll: Reducer {
      let feed = Feed(pageSize: 10, fetch: { _ in throw CancellationError() })

      func reduce(into state: inout Feed.State, action: Feed.Action) -> Effect<Feed.Action> {
        if case .reachBottom = action, state.pages.count == 2 { return .none }
        return feed.reduce(into: &state, action: action)
      }
    }

    /// Three pages and a pull to refresh, recorded with a fingerprint per step.
    func recordedSession() async -> Recording<Feed.State, Feed.Action> {
      let source = cursorSource()
      let store = Store(initialState: Feed.State(), reducer: Feed(pageSize: 10, fetch: source.fetch))
      let recorder = store.startRecording(fingerprint: .hashValueInThisProcess)
      await store.send(.appear).finish()
      await store.send(.reachBottom).finish()
      await store.send(.reachBottom).finish()
      await store.send(.refresh).finish()
      return recorder.recording
    }

    @Test func givenARecordedSessionOverRealHTTPWhenReplayedAgainstTheFeatureThenEveryStepAgrees() async {
      let recording = await recordedSession()

      let replay = recording.replay(against: Feed(pageSize: 10, fetch: { _ in throw CancellationError() }), fingerprint: .hashValueInThisProcess)

      #expect(replay.disagreement == nil)
      #expect(recording.entries.map(\.origin) == [.sent, .effect, .sent, .effect, .sent, .effect, .sent, .effect])
      #expect(replay.states.count == 8)
      #expect(replay.states.last?.list.value?.count == 10, "the refresh left the first page")
    }

    @Test func givenAPlantedBugWhenTheSessionIsReplayedThenTheFirstDisagreeingStepIsTheDroppedScroll() async {
      let recording = await recordedSession()

      let replay = recording.replay(against: FeedDroppingTheSecondScroll(), fingerprint: .hashValueInThisProcess)

      #expect(replay.disagreement?.entryIndex == 4)
      #expect(replay.disagreement?.action == ".reachBottom")
      #expect(replay.disagreement?.kind == .stateDiffers)
      #expect(replay.disagreement?.change == nil, "the dropped scroll changed nothing")
    }
  }
}
