import Foundation
import Unidirectional
import UnidirectionalNavigation

/// TCA's VoiceMemos app, rebuilt from its behaviour: a list of memos, a record button that
/// asks for the microphone once and records into a sheet, and a player that plays one memo
/// at a time. Starting a memo stops the one playing, its progress timer and its player.
struct VoiceMemos: Reducer {
  struct State: Equatable, Sendable {
    @PresentationState var alert: AlertState<Action.Alert>?
    var audioRecorderPermission = RecorderPermission.undetermined
    @PresentationState var recordingMemo: RecordingMemo.State?
    var voiceMemos: IdentifiedArray<VoiceMemo.State> = []

    enum RecorderPermission: Equatable, Sendable {
      case allowed
      case denied
      case undetermined
    }
  }

  enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case onDelete(IndexSet)
    case openSettingsButtonTapped
    case recordButtonTapped
    case recordPermissionResponse(Bool)
    case recordingMemo(PresentationAction<RecordingMemo.Action>)
    case voiceMemos(IdentifiedAction<URL, VoiceMemo.Action>)

    enum Alert: Equatable, Sendable {}
  }

  @Dependency(\.audioRecorder) var audioRecorder
  @Dependency(\.date) var date
  @Dependency(\.openSettings) var openSettings
  @Dependency(\.temporaryDirectory) var temporaryDirectory
  @Dependency(\.uuid) var uuid

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .onDelete(let offsets):
        state.voiceMemos.remove(atOffsets: offsets)
      case .openSettingsButtonTapped:
        return .run { [openSettings] _ in await openSettings() }
      case .recordButtonTapped where state.audioRecorderPermission == .undetermined:
        return .run { [audioRecorder] send in
          send(.recordPermissionResponse(await audioRecorder.requestRecordPermission()))
        }
      case .recordButtonTapped:
        record(into: &state, allowed: state.audioRecorderPermission == .allowed)
      case .recordPermissionResponse(let allowed):
        state.audioRecorderPermission = allowed ? .allowed : .denied
        record(into: &state, allowed: allowed)
      case .recordingMemo(.presented(_, .delegate(.didFinish(let memo)))):
        state.recordingMemo = nil
        state.voiceMemos.insert(
          VoiceMemo.State(date: memo.date, duration: memo.duration, url: memo.url), at: 0)
      case .recordingMemo(.presented(_, .delegate(.didFail))):
        state.alert = AlertState(title: "Voice memo recording failed.")
        state.recordingMemo = nil
      case .voiceMemos(.element(_, .delegate(.playbackFailed))):
        state.alert = AlertState(title: "Voice memo playback failed.")
      case .voiceMemos(.element(let id, .delegate(.playbackStarted))):
        let playing = state.voiceMemos.filter { $0.id != id && $0.mode != .notPlaying }
        return .merge(playing.map { .send(.voiceMemos(.element(id: $0.id, action: .stop))) })
      case .alert, .recordingMemo, .voiceMemos:
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: ActionPath(Action.alert))
    .ifLet(\.$recordingMemo, action: ActionPath(Action.recordingMemo)) { RecordingMemo() }
    .forEach(\.voiceMemos, action: ActionPath(Action.voiceMemos)) { VoiceMemo() }
  }

  /// Opens a new recording, or says why it cannot.
  private func record(into state: inout State, allowed: Bool) {
    guard allowed else {
      state.alert = AlertState(title: "Permission is required to record voice memos.")
      return
    }
    let url = temporaryDirectory().appending(path: uuid().uuidString).appendingPathExtension("m4a")
    state.recordingMemo = RecordingMemo.State(date: date(), url: url)
  }
}
