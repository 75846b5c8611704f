import Unidirectional

/// `effect.roundtrip` and `effects.fanout`: what running effects costs.
enum EffectBenchmarks {
  static let roundTrip = Benchmark(
    name: "effect.roundtrip",
    summary: "send -> .run -> emitted action reduced, awaited, vs a bare main-actor Task"
  ) { context in
    let trips = 10_000
    let measurements = await context.measure(
      [storeRoundTrip(trips), mainActorTask(trips), detachedHop(trips)],
      samples: context.samples(full: 9, quick: 3)
    )
    return BenchmarkReport(
      name: "effect.roundtrip",
      summary: "10,000 round trips: send -> .run -> emitted action reduced, awaited",
      measurements: measurements,
      checks: [
        .ratio(measurements[0], to: measurements[1], atMost: 1.5),
        .ratio(measurements[0], to: measurements[2]),
      ]
    )
  }

  static let fanOut = Benchmark(
    name: "effects.fanout",
    summary: "10,000 concurrent effects merged, then cancelled, vs 10,000 bare Tasks"
  ) { context in
    let width = 10_000
    let measurements = await context.measure(
      [storeFanOut(width), bareTasks(width)],
      samples: context.samples(full: 7, quick: 3)
    )
    return BenchmarkReport(
      name: "effects.fanout",
      summary: "10,000 concurrent effects merged, then cancelled; cost per effect",
      measurements: measurements,
      checks: [.ratio(measurements[0], to: measurements[1], atMost: 4)],
      notes: ["the runner's in-flight count is back to 0 after every sample (checked)"]
    )
  }

  // MARK: - Round trip

  /// The subject: `await store.send(.ping).finish()`, where `.ping` returns a `.run` that
  /// sends `.pong` at once and `.pong` increments a count.
  private static func storeRoundTrip(_ trips: Int) -> Contender {
    Contender(label: "Store effect round trip", operations: trips) {
      let store = Store(initialState: PingPong.State(), reducer: PingPong())
      let elapsed = await timed {
        for _ in 0..<trips { await store.send(.ping).finish() }
      }
      precondition(store.state.pongs == trips, "a round trip lost its action")
      return elapsed
    }
  }

  /// The floor the contract names: a `Task { @MainActor in … }` that mutates, awaited.
  private static func mainActorTask(_ trips: Int) -> Contender {
    Contender(label: "Task { @MainActor } awaited", operations: trips) {
      let box = identity(MainActorBox())
      let elapsed = await timed {
        for _ in 0..<trips {
          await Task { @MainActor in box.count += 1 }.value
        }
      }
      precondition(box.count == trips, "a task lost its mutation")
      return elapsed
    }
  }

  /// What an effect would cost if its body started off the main actor: a detached task
  /// that hops to the main actor to mutate.
  private static func detachedHop(_ trips: Int) -> Contender {
    Contender(label: "detached Task hopping to main", operations: trips) {
      let box = identity(MainActorBox())
      let elapsed = await timed {
        for _ in 0..<trips {
          await Task.detached { await MainActor.run { box.count += 1 } }.value
        }
      }
      precondition(box.count == trips, "a task lost its mutation")
      return elapsed
    }
  }

  // MARK: - Fan-out

  /// The subject: one action starts `width` merged, cancellable effects that each wait an
  /// hour; a second action cancels them all; the first action's task is awaited.
  ///
  /// It runs on the store's own core (``RootStoreCore``, what `Store` wraps) so the
  /// runner's in-flight count can be checked: every task has ended, nothing leaked.
  private static func storeFanOut(_ width: Int) -> Contender {
    Contender(label: "merged effects, cancelled", operations: width) {
      let core = RootStoreCore(
        initialState: FanOut.State(),
        reducer: FanOut(width: width).reduce(into:action:),
        issueReporter: .standardError
      )
      let elapsed = await timed {
        let started = core.send(.start)
        precondition(core.runner.inFlightCount == width, "the effects did not all start")
        _ = core.send(.stop)
        await started.finish()
      }
      precondition(core.runner.inFlightCount == 0, "an effect leaked past its cancellation")
      return elapsed
    }
  }

  /// The baseline: `width` bare main-actor tasks that each wait an hour; once all of them
  /// wait, they are cancelled and awaited. The merged effects are checked against it: at
  /// most 4× (quick runs read 1.4–2.6×).
  private static func bareTasks(_ width: Int) -> Contender {
    Contender(label: "bare Tasks, cancelled", operations: width) {
      let box = identity(MainActorBox())
      let elapsed = await timed {
        var tasks: [Task<Void, Never>] = []
        tasks.reserveCapacity(width)
        for _ in 0..<width {
          tasks.append(
            Task { @MainActor in
              box.count += 1
              try? await Task.sleep(for: .seconds(3600))
            })
        }
        // The main queue runs in order: after this yield, every task has reached its sleep.
        await Task.yield()
        precondition(box.count == width, "the tasks did not all start")
        for task in tasks { task.cancel() }
        for task in tasks { await task.value }
      }
      return elapsed
    }
  }
}

/// A counter the baselines mutate on the main actor.
@MainActor
final class MainActorBox {
  var count = 0
}

/// `.ping` starts an effect that sends `.pong` right away; `.pong` counts.
struct PingPong: Reducer {
  struct State: Equatable {
    var pongs = 0
  }

  enum Action: Equatable, Sendable {
    case ping
    case pong
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ping:
      return .run { send in send(.pong) }
    case .pong:
      state.pongs += 1
      return .none
    }
  }
}

/// `.start` starts `width` merged effects that each wait an hour, all under one
/// cancellation id; `.stop` cancels that id.
struct FanOut: Reducer {
  struct State: Equatable {
    var starts = 0
  }

  enum Action: Equatable, Sendable {
    case start
    case stop
  }

  private enum CancelID { case all }

  let width: Int

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      state.starts += 1
      let waits = (0..<width).map { _ in
        Effect<Action>.run { _ in try await Task.sleep(for: .seconds(3600)) }
      }
      return .merge(waits).cancellable(id: CancelID.all)
    case .stop:
      return .cancel(id: CancelID.all)
    }
  }
}
