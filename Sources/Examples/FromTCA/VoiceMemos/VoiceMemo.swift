import Foundation
import Unidirectional

/// One recorded memo, rebuilt from the behaviour of TCA's VoiceMemos: a title, and a play
/// button whose progress moves every half second until the player finishes or fails.
struct VoiceMemo: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var date: Date
    var duration: TimeInterval
    var mode = Mode.notPlaying
    var title = ""
    var url: URL
    var id: URL { url }

    enum Mode: Equatable, Sendable {
      case notPlaying
      case playing(progress: Double)
    }
  }

  enum Action: Equatable, Sendable {
    case audioPlayerDidFinish(succeeded: Bool)
    case audioPlayerFailed
    case delegate(Delegate)
    case playButtonTapped
    case stop
    case timerUpdated(TimeInterval)
    case titleTextFieldChanged(String)

    enum Delegate: Equatable, Sendable {
      case playbackStarted
      case playbackFailed
    }
  }

  /// The playback and its progress timer.
  struct Playback: Hashable {}

  @Dependency(\.audioPlayer) var audioPlayer
  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .audioPlayerFailed:
      state.mode = .notPlaying
      return .merge(.cancel(id: Playback()), .send(.delegate(.playbackFailed)))
    case .audioPlayerDidFinish, .stop:
      state.mode = .notPlaying
      return .cancel(id: Playback())
    case .delegate:
      return .none
    case .playButtonTapped where state.mode != .notPlaying:
      state.mode = .notPlaying
      return .cancel(id: Playback())
    case .playButtonTapped:
      state.mode = .playing(progress: 0)
      return .merge(.send(.delegate(.playbackStarted)), play(state.url))
        .cancellable(id: Playback(), cancelInFlight: true)
    case .timerUpdated(let time):
      if case .playing = state.mode { state.mode = .playing(progress: time / state.duration) }
      return .none
    case .titleTextFieldChanged(let text):
      state.title = text
      return .none
    }
  }

  /// Plays the memo, and says every half second how far it has played.
  private func play(_ url: URL) -> Effect<Action> {
    .merge(
      .run { [audioPlayer] send in
        send(.audioPlayerDidFinish(succeeded: try await audioPlayer.play(url)))
      } catch: { _, send in
        send(.audioPlayerFailed)
      },
      .run { [clock] send in
        for halfSeconds in 1... {
          try await clock.sleep(for: .milliseconds(500))
          send(.timerUpdated(Double(halfSeconds) / 2))
        }
      })
  }
}
