import TestSupport
import Testing
import Unidirectional
import UnidirectionalTesting

/// Ten thousand effects at once on one plain store, a third of them cancelled by id, in an
/// order drawn from a fixed seed: the runner's bookkeeping under load.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EffectRunnerStressTests {
  /// The seed every choice of the test is drawn from; a failure names it.
  static let seed: UInt64 = 0x5EED_0F_7E57

  /// What the seed decided for one effect.
  struct Plan: Sendable {
    enum Fate: Sendable {
      /// Runs to its end.
      case survives
      /// Cancelled in the very reduce that starts it, so its body never runs.
      case cancelledBeforeItStarts
      /// Cancelled while it waits at its gate, which opens only after the cancellation.
      case cancelledWhileSuspended
    }

    let effect: Int
    let fate: Fate
    /// How many ticks the effect sends in all, numbered from 0.
    let ticks: Int
    /// How many of them it sends before it waits at its gate.
    let ticksBeforeGate: Int

    /// One effect in three is cancelled, half of those before they start.
    static func draw(effect: Int, from random: inout SeededRandomNumberGenerator) -> Plan {
      let fate: Fate =
        switch random.nextInt(in: 0...5) {
        case 0: .cancelledBeforeItStarts
        case 1: .cancelledWhileSuspended
        default: .survives
        }
      let ticks = random.nextInt(in: 1...4)
      return Plan(
        effect: effect, fate: fate, ticks: ticks, ticksBeforeGate: random.nextInt(in: 0...ticks))
    }

    /// The ticks the store must reduce for this effect, each once, in order: all of them for
    /// a survivor, those sent before the gate for one cancelled there, none for one
    /// cancelled before it started.
    var reducibleTicks: [Int] {
      switch fate {
      case .survives: Array(0..<ticks)
      case .cancelledWhileSuspended: Array(0..<ticksBeforeGate)
      case .cancelledBeforeItStarts: []
      }
    }
  }

  /// Starts planned effects, reduces their ticks and cancels them, logging both in order.
  struct Ticks: Reducer {
    struct State {
      var log: [Entry] = []
    }

    enum Entry: Equatable {
      case tick(effect: Int, n: Int)
      case cancelled(effect: Int)
    }

    enum Action: Sendable {
      case launch([Plan])
      case tick(effect: Int, n: Int)
      case cancel(effect: Int)
    }

    struct TickID: Hashable, Sendable {
      let effect: Int
    }

    /// One gate per effect. A gate ignores cancellation, so an effect cancelled while it
    /// waits there goes on and sends its remaining ticks, which the runner must drop.
    let gates: [Gate<Void>]

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .launch(let plans):
        let cancelledAtOnce = plans.filter { $0.fate == .cancelledBeforeItStarts }
        state.log += cancelledAtOnce.map { .cancelled(effect: $0.effect) }
        return .merge(
          plans.map(run) + cancelledAtOnce.map { .cancel(id: TickID(effect: $0.effect)) })
      case .tick(let effect, let n):
        state.log.append(.tick(effect: effect, n: n))
        return .none
      case .cancel(let effect):
        state.log.append(.cancelled(effect: effect))
        return .cancel(id: TickID(effect: effect))
      }
    }

    private func run(_ plan: Plan) -> Effect<Action> {
      let gate = gates[plan.effect]
      return .run { send in
        for n in 0..<plan.ticksBeforeGate { send(.tick(effect: plan.effect, n: n)) }
        await gate.wait()
        for n in plan.ticksBeforeGate..<plan.ticks {
          await leaveTheMainActor()
          send(.tick(effect: plan.effect, n: n))
        }
      }
      .cancellable(id: TickID(effect: plan.effect))
    }
  }

  @Test func tenThousandEffectsWithRandomCancellationsReduceEachSurvivingTickOnceAndNothingAfterACancel() async {
    // Given: 10,000 effects, each sending one to four ticks around a wait at its own gate
    var random = SeededRandomNumberGenerator(seed: Self.seed)
    let plans = (0..<10_000).map { Plan.draw(effect: $0, from: &random) }
    #expect(plans.count(where: { $0.fate == .cancelledBeforeItStarts }) > 1_500)
    #expect(plans.count(where: { $0.fate == .cancelledWhileSuspended }) > 1_500)
    let gates = plans.map { _ in Gate<Void>() }
    let store = Store(initialState: Ticks.State(), reducer: Ticks(gates: gates))

    // When: they are launched a hundred to a send
    let tasks = stride(from: 0, to: plans.count, by: 100).map { start in
      store.send(.launch(Array(plans[start..<min(start + 100, plans.count)])))
    }

    // Then: every effect not cancelled at once is in flight, all of them waiting at a gate
    #expect(store.inFlightEffectCount == plans.count(where: { $0.fate != .cancelledBeforeItStarts }))

    // When: the gates open in random order, a doomed effect's just after its cancellation,
    // and the effects let go run between two gates
    await Self.openGates(in: random.shuffled(plans), gates: gates, of: store)
    for task in tasks { await task.finish() }

    // Then
    #expect(store.inFlightEffectCount == 0)
    let log = store.state.log
    let late = Self.ticksReducedAfterTheirCancellation(in: log)
    #expect(late.isEmpty, "seed \(Self.seed): ticks reduced after their effect was cancelled: \(late.prefix(5))")
    let reduced = Dictionary(grouping: log.compactMap(\.tick), by: \.effect).mapValues { $0.map(\.n) }
    let wrong = plans.filter { reduced[$0.effect, default: []] != $0.reducibleTicks }
    #expect(
      wrong.isEmpty,
      """
      seed \(Self.seed): \(wrong.count) effects did not have exactly their reducible ticks \
      reduced once each, in order; the first: \
      \(wrong.prefix(5).map { "\($0) reduced \(reduced[$0.effect, default: []])" })
      """
    )
    #expect(log.count(where: { $0.tick == nil }) == plans.count(where: { $0.fate != .survives }))
  }

  /// Opens the gates in `order`, sending a doomed effect's cancellation first. The loop
  /// runs off the main actor and hops onto it for each gate, so the effects released so
  /// far, queued on the main actor, run between two gates.
  nonisolated private static func openGates(
    in order: [Plan], gates: [Gate<Void>], of store: Store<Ticks.State, Ticks.Action>
  ) async {
    for plan in order { await openGate(gates[plan.effect], of: plan, in: store) }
  }

  private static func openGate(
    _ gate: Gate<Void>, of plan: Plan, in store: Store<Ticks.State, Ticks.Action>
  ) {
    guard plan.fate != .cancelledBeforeItStarts else { return }
    if plan.fate == .cancelledWhileSuspended { store.send(.cancel(effect: plan.effect)) }
    gate.open()
  }

  /// The ticks in `log` that come after their own effect's cancellation.
  private static func ticksReducedAfterTheirCancellation(in log: [Ticks.Entry]) -> [Ticks.Entry] {
    var cancelled: Set<Int> = []
    var late: [Ticks.Entry] = []
    for entry in log {
      switch entry {
      case .cancelled(let effect): cancelled.insert(effect)
      case .tick(let effect, _) where cancelled.contains(effect): late.append(entry)
      case .tick: break
      }
    }
    return late
  }
}

extension EffectRunnerStressTests.Ticks.Entry {
  /// The effect and number of a tick; `nil` for a cancellation.
  var tick: (effect: Int, n: Int)? {
    if case .tick(let effect, let n) = self { (effect, n) } else { nil }
  }
}

/// Leaves the main actor for the global executor and comes back: the ticks an effect sends
/// after its gate each come from a resumption that another thread scheduled.
nonisolated private func leaveTheMainActor() async {}
