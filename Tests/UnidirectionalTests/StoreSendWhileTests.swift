import Testing
import Unidirectional

/// `send(_:while:)`: waiting for what the state says, not for the effects to end.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StoreSendWhileTests {
  /// Starts work that reports its first result in the state and then keeps running until
  /// the stream of ticks ends.
  struct Ticker: Reducer {
    struct State: Equatable, Sendable {
      var ticks = 0
      var isStarting = false
    }

    enum Action: Sendable {
      case start
      case tick
    }

    let ticks: AsyncStream<Void>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        state.isStarting = true
        return .run { [ticks] send in
          for await _ in ticks { send(.tick) }
        }
      case .tick:
        state.isStarting = false
        state.ticks += 1
        return .none
      }
    }
  }

  @Test func givenWorkThatOutlivesItsFirstResultWhenSentWhileStartingThenTheWaitEndsAtTheFirstResult() async {
    // Given
    let (ticks, continuation) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: Ticker.State(), reducer: Ticker(ticks: ticks))
    continuation.yield()

    // When
    await store.send(.start, while: \.isStarting)

    // Then
    #expect(store.state == Ticker.State(ticks: 1, isStarting: false))
    #expect(store.inFlightEffectCount == 1, "the work runs on after the wait")
    continuation.finish()
    await store.waitForEffects()
  }

  @Test func givenAStateThatIsNotInProgressWhenSentThenTheWaitEndsAtOnce() async {
    // Given
    let (ticks, continuation) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: Ticker.State(), reducer: Ticker(ticks: ticks))

    // When
    await store.send(.start, while: { _ in false })

    // Then
    #expect(store.state.isStarting, "the action was reduced")
    continuation.finish()
    await store.waitForEffects()
  }

  @Test func givenAWaitingTaskWhenItIsCancelledThenTheActionsEffectsAreCancelled() async {
    // Given
    let (ticks, continuation) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: Ticker.State(), reducer: Ticker(ticks: ticks))
    let waiting = Task { await store.send(.start, while: \.isStarting) }

    // When
    waiting.cancel()
    await waiting.value
    await store.waitForEffects()

    // Then
    #expect(store.inFlightEffectCount == 0, "no tick ever came, yet the work ended")
    #expect(store.state.ticks == 0)
    continuation.finish()
  }
}
