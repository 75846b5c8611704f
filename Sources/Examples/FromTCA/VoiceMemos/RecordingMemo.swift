import Foundation
import Unidirectional

/// The memo being recorded, rebuilt from the behaviour of TCA's VoiceMemos: a second-by-
/// second duration while the recorder runs, and the recorder's own time when it stops.
struct RecordingMemo: Reducer {
  struct State: Equatable, Sendable {
    var date: Date
    var duration: TimeInterval = 0
    var mode = Mode.recording
    var url: URL

    enum Mode: Equatable, Sendable {
      case recording
      case encoding
    }
  }

  enum Action: Equatable, Sendable {
    case audioRecorderDidFinish(succeeded: Bool)
    case audioRecorderFailed
    case delegate(Delegate)
    case finalRecordingTime(TimeInterval)
    case onTask
    case stopButtonTapped
    case timerUpdated

    enum Delegate: Equatable, Sendable {
      case didFinish(State)
      case didFail
    }
  }

  @Dependency(\.audioRecorder) var audioRecorder
  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .audioRecorderDidFinish(succeeded: true):
      return .send(.delegate(.didFinish(state)))
    case .audioRecorderDidFinish(succeeded: false), .audioRecorderFailed:
      return .send(.delegate(.didFail))
    case .delegate:
      return .none
    case .finalRecordingTime(let duration):
      state.duration = duration
      return .none
    case .onTask:
      return .merge(
        .run { [url = state.url, audioRecorder] send in
          send(.audioRecorderDidFinish(succeeded: try await audioRecorder.startRecording(url)))
        } catch: { _, send in
          send(.audioRecorderFailed)
        },
        .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            send(.timerUpdated)
          }
        })
    case .stopButtonTapped:
      state.mode = .encoding
      return .run { [audioRecorder] send in
        if let currentTime = await audioRecorder.currentTime() {
          send(.finalRecordingTime(currentTime))
        }
        await audioRecorder.stopRecording()
      }
    case .timerUpdated:
      state.duration += 1
      return .none
    }
  }
}
