public import Unidirectional
public import UnidirectionalPersistence

/// A meeting in progress: a timer that runs the standup's length, speech that listens when
/// allowed, and the transcript saved to the standup when time is up.
public struct RecordMeeting: Reducer {
  public struct State: Equatable, Sendable {
    @SharedElement public var standup: Standup
    public var secondsElapsed = 0
    public var isListening = false

    /// A meeting of `standup`, not started.
    public init(standup: Standup) {
      self.standup = standup
    }
  }

  public enum Action: Equatable, Sendable {
    case appear
    case authorized(Bool)
    case tick
    case transcribed(String)
  }

  @Dependency(\.clock) var clock
  @Dependency(\.speech) var speech

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appear:
      let (speech, clock) = (self.speech, self.clock)
      return .merge(
        .run { send in send(.authorized(await speech.authorize())) },
        .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            send(.tick)
          }
        }
        .cancellable(id: Timer.id))
    case .authorized(let granted):
      state.isListening = granted
      return .none
    case .tick:
      state.secondsElapsed += 1
      guard state.secondsElapsed >= state.standup.seconds else { return .none }
      let speech = self.speech
      return .concatenate(
        .cancel(id: Timer.id),
        state.isListening
          ? .run { send in send(.transcribed((try? await speech.transcript()) ?? "")) }
          : .send(.transcribed("")))
    case .transcribed(let text):
      state.standup.meetings.insert(Transcript(text: text), at: 0)
      return .dismiss()
    }
  }

  private enum Timer: Hashable { case id }
}
