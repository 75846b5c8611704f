import TestSupport
import Testing

@testable import Unidirectional

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EffectTests {
  /// A feature whose reducer returns every kind of effect, so tests can look at them.
  struct Profile: Reducer {
    struct State: Equatable {
      var name = ""
      var isLoading = false
    }

    enum Action: Equatable, Sendable {
      case nameChanged(String)
      case load
      case loaded(String)
    }

    let fetchName: @MainActor @Sendable () async -> String

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .nameChanged(let name):
        state.name = name
        return .none
      case .load:
        state.isLoading = true
        return .run { send in send(.loaded(await fetchName())) }
      case .loaded(let name):
        state.isLoading = false
        state.name = name
        return .none
      }
    }
  }

  enum CancelID: Hashable, Sendable { case load }

  // MARK: - Inspecting without running

  @Test func aReducerThatOnlyChangesStateReturnsAnEffectThatIsNone() {
    // Given
    let profile = Profile(fetchName: { "never called" })
    var state = Profile.State()

    // When
    let effect = profile.reduce(into: &state, action: .nameChanged("Blob"))

    // Then
    #expect(effect.isNone)
    #expect(state == Profile.State(name: "Blob"))
  }

  @Test func aReducerThatNeedsWorkReturnsAnEffectWithoutRunningIt() {
    // Given
    let calls = Journal<String>()
    let profile = Profile(fetchName: {
      calls.append("fetchName")
      return "Blob"
    })
    var state = Profile.State()

    // When
    let effect = profile.reduce(into: &state, action: .load)

    // Then
    #expect(!effect.isNone)
    guard case .run = effect.operation else {
      Issue.record("Expected a .run effect, got \(effect.operation)")
      return
    }
    #expect(calls.entries.isEmpty)
    #expect(state == Profile.State(isLoading: true))
  }

  @Test func mergingAndConcatenatingOnlyNoneEffectsGiveNone() {
    // Given
    let none = Effect<Int>.none

    // When / Then
    #expect(Effect.merge(none, none).isNone)
    #expect(Effect.concatenate(none, none, none).isNone)
    #expect(Effect<Int>.merge([]).isNone)
    #expect(Effect<Int>.concatenate([]).isNone)
    #expect(Effect.merge(.merge(none), .concatenate(none)).isNone)
  }

  @Test func mergingOneRealEffectWithNoneGivesThatEffectItself() {
    // Given
    let send = Effect<Int>.send(1)

    // When
    let merged = Effect.merge(.none, send, .none)
    let concatenated = Effect.concatenate(.none, send)

    // Then
    guard case .send(1) = merged.operation, case .send(1) = concatenated.operation else {
      Issue.record("Expected .send(1), got \(merged.operation) and \(concatenated.operation)")
      return
    }
  }

  @Test func makingNoneCancellableStaysNoneUnlessItCancelsInFlight() {
    // When
    let cancellable = Effect<Int>.none.cancellable(id: CancelID.load)
    let cancelling = Effect<Int>.none.cancellable(id: CancelID.load, cancelInFlight: true)

    // Then
    #expect(cancellable.isNone)
    #expect(!cancelling.isNone)
  }

  @Test func mapOfNoneIsNone() {
    #expect(Effect<Int>.none.map { "\($0)" }.isNone)
  }

  // MARK: - Mapping

  @Test func mapTransformsEveryActionTheEffectSends() async {
    // Given
    let delivered = Journal<String>()
    let runner = EffectRunner<String> { delivered.append($0) }
    let response = Gate<Int>()
    let effect = Effect<Int>.merge(
      .send(1),
      .concatenate(
        .run { send in
          send(2)
          send(await response.wait())
        },
        .send(4)
      )
    )

    // When
    let task = runner.run(effect.map { "action \($0)" })
    response.open(with: 3)
    await task.finish()

    // Then
    #expect(delivered.entries == ["action 1", "action 2", "action 3", "action 4"])
  }

  @Test func mapKeepsTheCancellationIDOfTheEffect() async {
    // Given
    let delivered = Journal<String>()
    let runner = EffectRunner<String> { delivered.append($0) }
    let response = Gate<Int>()
    let effect = Effect<Int>.run { send in send(await response.wait()) }
      .cancellable(id: CancelID.load)

    // When
    let task = runner.run(effect.map { "action \($0)" })
    runner.run(Effect<Int>.cancel(id: CancelID.load).map { "action \($0)" })
    response.open(with: 1)
    await task.finish()

    // Then
    #expect(delivered.entries.isEmpty)
  }

  @Test func mapTransformsTheActionsOfACatchHandler() async {
    // Given
    struct Offline: Error {}
    let delivered = Journal<String>()
    let runner = EffectRunner<String> { delivered.append($0) }
    let effect = Effect<Int>.run { _ in throw Offline() } catch: { _, send in send(-1) }

    // When
    await runner.run(effect.map { "action \($0)" }).finish()

    // Then
    #expect(delivered.entries == ["action -1"])
  }

  @Test func aReducersEffectRunThroughAStoreFeedsItsActionsBack() async {
    // Given
    let response = Gate<String>()
    let store = Store(
      initialState: Profile.State(),
      reducer: Profile(fetchName: { await response.wait() })
    )

    // When
    let task = store.send(.load)
    response.open(with: "Blob")
    await task.finish()

    // Then
    #expect(store.state == Profile.State(name: "Blob", isLoading: false))
  }
}
