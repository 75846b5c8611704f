import Foundation
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

@testable import Examples

/// TCA's VoiceMemos, tested for each behaviour its tests assert, on a `TestClock` where
/// TCA's first test sleeps on a real one; and for one it leaves out: starting a memo stops
/// the one playing, player and timer.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct VoiceMemosTests {
  let clock = TestClock()
  let recordings = ControlledDependency<URL, Bool>()
  let player = ControlledDependency<URL, Bool>()
  let stops = CallCount()
  static let deadbeef = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
  static let recordedURL = URL(fileURLWithPath: "/tmp/DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF.m4a")
  static let start = Date(timeIntervalSinceReferenceDate: 0)

  /// Counts the calls to a dependency's endpoint.
  actor CallCount {
    var count = 0
    func increment() { count += 1 }
  }

  func makeStore(
    memos: IdentifiedArray<VoiceMemo.State> = [],
    permission: Bool = true
  ) -> TestStore<VoiceMemos.State, VoiceMemos.Action> {
    TestStore(initialState: VoiceMemos.State(voiceMemos: memos)) {
      VoiceMemos()
    } withDependencies: { [clock, recordings, player, stops] in
      $0.audioPlayer.play = { try await player($0) }
      $0.audioRecorder = AudioRecorderClient(
        currentTime: { 2.5 },
        requestRecordPermission: { permission },
        startRecording: { try await recordings($0) },
        stopRecording: { await stops.increment() })
      $0.clock = clock
      $0.date = .constant(Self.start)
      $0.temporaryDirectory = { URL(fileURLWithPath: "/tmp") }
      $0.uuid = .constant(Self.deadbeef)
    }
  }

  static func memo(_ url: URL, duration: TimeInterval, mode: VoiceMemo.State.Mode = .notPlaying)
    -> VoiceMemo.State
  {
    VoiceMemo.State(date: start, duration: duration, mode: mode, url: url)
  }

  /// Taps record with the microphone allowed, and finds the recording sheet open.
  func openRecording(in store: TestStore<VoiceMemos.State, VoiceMemos.Action>) async {
    await store.send(.recordButtonTapped)
    await store.receive(.recordPermissionResponse(true)) {
      $0.audioRecorderPermission = .allowed
      $0.recordingMemo = RecordingMemo.State(date: Self.start, url: Self.recordedURL)
    }
  }

  @Test func givenARecordingWhenItIsStoppedThenItIsInTheListAndPlaysToTheEnd() async {
    let store = makeStore()
    await openRecording(in: store)
    await store.send(.recordingMemo(.presented(id: 1, action: .onTask)))
    await clock.advance(by: .seconds(2))
    await store.receive(.recordingMemo(.presented(id: 1, action: .timerUpdated))) {
      $0.recordingMemo?.duration = 1
    }
    await store.receive(.recordingMemo(.presented(id: 1, action: .timerUpdated))) {
      $0.recordingMemo?.duration = 2
    }
    await clock.advance(by: .milliseconds(500))

    await store.send(.recordingMemo(.presented(id: 1, action: .stopButtonTapped))) {
      $0.recordingMemo?.mode = .encoding
    }
    await store.receive(.recordingMemo(.presented(id: 1, action: .finalRecordingTime(2.5)))) {
      $0.recordingMemo?.duration = 2.5
    }
    #expect(await stops.count == 1)
    await recordings.respond(with: true)
    await store.receive(
      .recordingMemo(.presented(id: 1, action: .audioRecorderDidFinish(succeeded: true))))
    await store.receive(case: ActionPath(VoiceMemos.Action.recordingMemo)) {
      $0.recordingMemo = nil
      $0.voiceMemos = [Self.memo(Self.recordedURL, duration: 2.5)]
    }

    await store.send(.voiceMemos(.element(id: Self.recordedURL, action: .playButtonTapped))) {
      $0.voiceMemos[id: Self.recordedURL]?.mode = .playing(progress: 0)
    }
    await store.receive(
      .voiceMemos(.element(id: Self.recordedURL, action: .delegate(.playbackStarted))))
    await clock.advance(by: .milliseconds(2_500))
    for step in 1...5 {
      await store.receive(
        .voiceMemos(.element(id: Self.recordedURL, action: .timerUpdated(Double(step) / 2)))
      ) {
        $0.voiceMemos[id: Self.recordedURL]?.mode = .playing(progress: Double(step) / 5)
      }
    }
    await player.respond(with: true)
    await store.receive(
      .voiceMemos(.element(id: Self.recordedURL, action: .audioPlayerDidFinish(succeeded: true)))
    ) {
      $0.voiceMemos[id: Self.recordedURL]?.mode = .notPlaying
    }
    await store.finish()
  }

  @Test func givenNoMicrophoneWhenRecordIsTappedThenAnAlertSaysSoAndSettingsOpen() async {
    let settingsOpenings = CallCount()
    let store = makeStore(permission: false)
    store.dependencies.openSettings = { await settingsOpenings.increment() }

    await store.send(.recordButtonTapped)
    await store.receive(.recordPermissionResponse(false)) {
      $0.alert = AlertState(title: "Permission is required to record voice memos.")
      $0.audioRecorderPermission = .denied
    }
    await store.send(.alert(.dismiss(id: 1))) { $0.alert = nil }
    await store.send(.recordButtonTapped) {
      $0.alert = AlertState(title: "Permission is required to record voice memos.")
    }
    await store.send(.openSettingsButtonTapped).finish()
    #expect(await settingsOpenings.count == 1)
  }

  @Test func givenARecordingWhenTheRecorderFailsThenAnAlertSaysSoAndTheSheetCloses() async {
    let store = makeStore()
    await openRecording(in: store)
    await store.send(.recordingMemo(.presented(id: 1, action: .onTask)))

    await recordings.fail(with: CancellationError())
    await store.receive(.recordingMemo(.presented(id: 1, action: .audioRecorderFailed)))
    await store.receive(.recordingMemo(.presented(id: 1, action: .delegate(.didFail)))) {
      $0.alert = AlertState(title: "Voice memo recording failed.")
      $0.recordingMemo = nil
    }
    await store.finish()
  }

  @Test func givenARecordingWhenTheRecorderFailsThenANonExhaustiveTestSeesOnlyTheAlert() async {
    let store = makeStore()

    await store.withExhaustivity(.off) {
      await store.send(.recordButtonTapped)
      await store.send(.recordingMemo(.presented(id: 1, action: .onTask)))
      await recordings.fail(with: CancellationError())
      await store.receive(.recordingMemo(.presented(id: 1, action: .delegate(.didFail)))) {
        $0.recordingMemo = nil
      }
    }
    // Off, an expectation starts from the state after the step, where the alert is shown
    // already: assigning it there would present it again, under another id.
    #expect(store.state.alert == AlertState(title: "Voice memo recording failed."))
  }

  @Test func givenAMemoWhenPlayedThenItsProgressMovesUntilThePlayerFinishes() async {
    let url = URL(fileURLWithPath: "/pointfreeco/functions.m4a")
    let store = makeStore(memos: [Self.memo(url, duration: 1.25)])

    await store.send(.voiceMemos(.element(id: url, action: .playButtonTapped))) {
      $0.voiceMemos[id: url]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: url, action: .delegate(.playbackStarted))))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.voiceMemos(.element(id: url, action: .timerUpdated(0.5)))) {
      $0.voiceMemos[id: url]?.mode = .playing(progress: 0.4)
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.voiceMemos(.element(id: url, action: .timerUpdated(1)))) {
      $0.voiceMemos[id: url]?.mode = .playing(progress: 0.8)
    }
    await clock.advance(by: .milliseconds(250))
    await player.respond(with: true)
    await store.receive(
      .voiceMemos(.element(id: url, action: .audioPlayerDidFinish(succeeded: true)))
    ) {
      $0.voiceMemos[id: url]?.mode = .notPlaying
    }
    await store.finish()
  }

  @Test func givenAMemoWhenThePlayerFailsThenItStopsAndAnAlertSaysSo() async {
    let url = URL(fileURLWithPath: "/pointfreeco/functions.m4a")
    let store = makeStore(memos: [Self.memo(url, duration: 30)])

    await store.send(.voiceMemos(.element(id: url, action: .playButtonTapped))) {
      $0.voiceMemos[id: url]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: url, action: .delegate(.playbackStarted))))
    await player.fail(with: CancellationError())
    await store.receive(.voiceMemos(.element(id: url, action: .audioPlayerFailed))) {
      $0.voiceMemos[id: url]?.mode = .notPlaying
    }
    await store.receive(.voiceMemos(.element(id: url, action: .delegate(.playbackFailed)))) {
      $0.alert = AlertState(title: "Voice memo playback failed.")
    }
    await store.finish()
  }

  @Test func givenAPlayingMemoWhenPlayIsTappedAgainThenItStops() async {
    let url = URL(fileURLWithPath: "/pointfreeco/functions.m4a")
    let store = makeStore(memos: [Self.memo(url, duration: 30, mode: .playing(progress: 0.3))])

    await store.send(.voiceMemos(.element(id: url, action: .playButtonTapped))) {
      $0.voiceMemos[id: url]?.mode = .notPlaying
    }
  }

  @Test func givenAPlayingMemoWhenAnotherIsPlayedThenTheFirstStopsWithItsPlayer() async {
    let (first, second) = (URL(fileURLWithPath: "/memos/1.m4a"), URL(fileURLWithPath: "/memos/2.m4a"))
    let store = makeStore(memos: [Self.memo(first, duration: 10), Self.memo(second, duration: 10)])
    await store.send(.voiceMemos(.element(id: first, action: .playButtonTapped))) {
      $0.voiceMemos[id: first]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: first, action: .delegate(.playbackStarted))))

    await store.send(.voiceMemos(.element(id: second, action: .playButtonTapped))) {
      $0.voiceMemos[id: second]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: second, action: .delegate(.playbackStarted))))
    await store.receive(.voiceMemos(.element(id: first, action: .stop))) {
      $0.voiceMemos[id: first]?.mode = .notPlaying
    }

    #expect(player.cancelledInputs == [first])
    #expect(player.pendingInputs == [second])
    await clock.advance(by: .milliseconds(500))
    await store.receive(.voiceMemos(.element(id: second, action: .timerUpdated(0.5)))) {
      $0.voiceMemos[id: second]?.mode = .playing(progress: 0.05)
    }
    await store.send(.voiceMemos(.element(id: second, action: .playButtonTapped))) {
      $0.voiceMemos[id: second]?.mode = .notPlaying
    }
    await store.finish()
  }

  @Test func givenMemosWhenOneIsDeletedThenTheOthersStayInOrder() async {
    let urls = (1...3).map { URL(fileURLWithPath: "/pointfreeco/\($0).m4a") }
    let store = makeStore(
      memos: IdentifiedArray(uniqueElements: urls.map { Self.memo($0, duration: 30) }))

    await store.send(.onDelete([1])) { $0.voiceMemos.remove(id: urls[1]) }
    await store.send(.onDelete([0, 1])) { $0.voiceMemos = [] }
  }

  @Test func givenAPlayingMemoWhenItIsDeletedThenItsPlaybackIsCancelled() async {
    let url = URL(fileURLWithPath: "/pointfreeco/functions.m4a")
    let store = makeStore(memos: [Self.memo(url, duration: 10)])
    await store.send(.voiceMemos(.element(id: url, action: .playButtonTapped))) {
      $0.voiceMemos[id: url]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: url, action: .delegate(.playbackStarted))))

    await store.send(.onDelete([0])) { $0.voiceMemos = [] }
    await store.finish()
    #expect(player.cancelledInputs == [url])
  }
}
