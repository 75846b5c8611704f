import Testing
import Unidirectional
import UnidirectionalTesting

/// A child's effects are scoped by where it lives — its state's key path and its action
/// path together — and by which child it is, so siblings never cancel each other and a
/// replaced child's effects end with it.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ChildIdentityTests {
  /// Two tickers that share their action path: `.identity`.
  struct Twins: Reducer {
    struct State: Equatable {
      var left = Ticker.State(name: "left")
      var right = Ticker.State(name: "right")
    }

    let clock: any Clock<Duration>

    var body: some Reducer<State, Ticker.Action> {
      Scope(state: \.left, action: .identity) { Ticker(clock: clock) }
      Scope(state: \.right, action: .identity) { Ticker(clock: clock) }
    }
  }

  /// A ticker beside a sibling that cancels the ticker's id on every tick, both reached
  /// through one action path.
  struct Stopper: Reducer {
    struct State: Equatable {
      var left = Ticker.State(name: "left")
      var right = Ticker.State(name: "right")
    }

    enum Action: Equatable, Sendable {
      case ticker(Ticker.Action)
      case stop
    }

    let clock: any Clock<Duration>

    var body: some Reducer<State, Action> {
      Scope(state: \.left, action: .ticker) { Ticker(clock: clock) }
      Scope(state: \.right, action: .ticker) {
        Reduce<Ticker.State, Ticker.Action> { _, action in
          action == .tick ? .cancel(id: Ticker.CancelID.timer) : .none
        }
      }
    }
  }

  /// A child whose identity is its id: replacing it by another id is a new child.
  struct Identified: Reducer {
    struct Child: Equatable, Identifiable, Sendable {
      var id: Int
      var ticker = Ticker.State(name: "")
    }

    struct State: Equatable {
      var child: Child?
    }

    enum Action: Equatable, Sendable {
      case child(Ticker.Action)
      case show(Int)
    }

    let clock: any Clock<Duration>

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        if case .show(let id) = action { state.child = Child(id: id) }
        return .none
      }
      .ifLet(\.child, action: .identifiedChild) {
        Scope(state: \.ticker, action: .identity) { Ticker(clock: clock) }
      }
    }
  }

  let clock = TestClock()

  @Test func twoSiblingsSharingAnActionPathKeepTheirEffectsApart() async {
    // Given: both siblings restart their timer under the same id, through `.identity`
    let store = TestStore(initialState: Twins.State(), reducer: Twins(clock: clock))

    // When
    await store.send(.start)

    // Then: the second start did not cancel the first one's timer
    #expect(clock.sleeperCount == 2)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) {
      $0.left.ticks = 1
      $0.right.ticks = 1
    }
    await store.receive(.tick) {
      $0.left.ticks = 2
      $0.right.ticks = 2
    }
    await store.skipInFlightEffects()
  }

  @Test func aCancelInOneSiblingNeverStopsTheOthersEffect() async {
    // Given: the left ticker's timer runs under Ticker.CancelID.timer
    let store = TestStore(initialState: Stopper.State(), reducer: Stopper(clock: clock))
    await store.send(.ticker(.start))

    // When: the right sibling, reached through the same action path, cancels that id
    await store.send(.ticker(.tick)) { $0.left.ticks = 1 }

    // Then: the left timer runs on
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.ticker(.tick)) { $0.left.ticks = 2 }
    await store.skipInFlightEffects()
  }

  @Test func replacingAnIdentifiableChildByAnotherIdCancelsTheFirstOnesEffects() async {
    let store = TestStore(initialState: Identified.State(), reducer: Identified(clock: clock))
    await store.send(.show(1)) { $0.child = Identified.Child(id: 1) }
    await store.send(.child(.start))
    #expect(clock.sleeperCount == 1)

    await store.send(.show(2)) { $0.child = Identified.Child(id: 2) }

    #expect(clock.sleeperCount == 0, "child 1's timer ended with it")
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func reassigningAnIdentifiableChildWithTheSameIdKeepsItsEffects() async {
    let store = TestStore(initialState: Identified.State(), reducer: Identified(clock: clock))
    await store.send(.show(1)) { $0.child = Identified.Child(id: 1) }
    await store.send(.child(.start))

    await store.send(.show(1))

    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.tick)) { $0.child?.ticker.ticks = 1 }
    await store.skipInFlightEffects()
  }
}

extension ActionPath where Root == ChildIdentityTests.Stopper.Action, Value == Ticker.Action {
  static var ticker: Self {
    ActionPath(embed: Root.ticker) { if case .ticker(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath where Root == ChildIdentityTests.Identified.Action, Value == Ticker.Action {
  static var identifiedChild: Self {
    ActionPath(embed: Root.child) { if case .child(let a) = $0 { a } else { nil } }
  }
}
