import Testing
import Unidirectional
import UnidirectionalTesting

/// A feature that counts the ticks a dependency delivers, one at a time, until it ends.
private struct Ticks: Reducer {
  struct State: Equatable {
    var ticks: [Int] = []
  }

  enum Action: Equatable, Sendable {
    case start
    case stop
    case ticked(Int)
  }

  /// The next tick; `nil` when there are no more.
  let next: @Sendable () async throws -> Int?

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [next] send in
        while let tick = try await next() { send(.ticked(tick)) }
      }
      .cancellable(id: "ticks")
    case .stop:
      return .cancel(id: "ticks")
    case .ticked(let tick):
      state.ticks.append(tick)
      return .none
    }
  }
}

/// A user's own test double, built on the parking hook: a stream of ticks the test sends.
private actor ParkingTicks {
  private var buffered: [Int?] = []
  private var waiting: ParkedContinuation<Int?>?

  func next() async throws -> Int? {
    try await withParkedContinuation { continuation in
      if !buffered.isEmpty { return .success(buffered.removeFirst()) }
      waiting = continuation
      return nil
    }
  }

  /// Sends `tick`, or ends the stream with `nil`; returns once the feature has handled it.
  @discardableResult
  func send(_ tick: Int?) async -> Bool {
    guard let waiting else {
      buffered.append(tick)
      return false
    }
    self.waiting = nil
    return await waiting.resume(returning: tick)
  }
}

/// The same double on a plain continuation: the test store cannot tell that it waits on
/// the test.
private final class UnparkedTicks: Sendable {
  private struct Stream {
    var isEnded = false
    var waiting: CheckedContinuation<Int?, Never>?
  }

  private let stream = LockedState(Stream())

  func next() async -> Int? {
    await withCheckedContinuation { continuation in
      let isEnded = stream.withLock { stream in
        if !stream.isEnded { stream.waiting = continuation }
        return stream.isEnded
      }
      if isEnded { continuation.resume(returning: nil) }
    }
  }

  func end() {
    let waiting = stream.withLock { stream in
      stream.isEnded = true
      defer { stream.waiting = nil }
      return stream.waiting
    }
    waiting?.resume(returning: nil)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ParkedContinuationTests {
  private let failures = FailureCollector()

  /// A store over `next` whose steps fail after waiting `timeout` for their effects.
  ///
  /// A step over a parking double never waits its timeout out, so the default is long: under
  /// a loaded machine the effect may take a while to reach its parking spot, and a short
  /// limit would fail a correct step. Only the test of a double that does not park, which
  /// must wait it out, passes a short one.
  private func makeStore(
    timeout: Duration = .seconds(10),
    next: @escaping @Sendable () async throws -> Int?
  ) -> TestStore<Ticks.State, Ticks.Action> {
    TestStore(
      initialState: Ticks.State(),
      reducer: Ticks(next: next),
      timeout: timeout,
      issueReporter: failures.reporter
    )
  }

  @Test func aDoubleThatParksLetsEachStepAndReceiveGoOnAtOnce() async {
    // Given a store whose steps fail if an effect never waits on the test
    let ticks = ParkingTicks()
    let store = makeStore { try await ticks.next() }

    // When the effect waits on the double, and the test sends two ticks
    await store.send(.start)
    await ticks.send(1)
    await store.receive(.ticked(1), timeout: .zero) { $0.ticks = [1] }
    await ticks.send(2)
    await store.receive(.ticked(2), timeout: .zero) { $0.ticks = [1, 2] }
    await ticks.send(nil)
    await store.finish()

    // Then no step waited for its timeout: each action had arrived when `send` returned
    #expect(failures.messages == [])
  }

  @Test func aDoubleThatDoesNotParkMakesTheStepWaitOutItsTimeout() async {
    // Given the same feature over a plain continuation
    let ticks = UnparkedTicks()
    let store = makeStore(timeout: .milliseconds(50)) { await ticks.next() }

    // When the effect waits on it
    await store.send(.start)
    ticks.end()
    await store.finish()

    // Then the step could not know the effect waits on the test, and timed out
    #expect(failures.messages.count == 1)
    #expect(
      failures.messages.first?.hasPrefix(
        """
        An effect was still running 0.05 seconds after the step without waiting on the test \
        (a TestClock, a ControlledDependency, a ControlledStream or withParkedContinuation)
        """
      ) == true
    )
  }

  @Test func aValueSentBeforeTheEffectAsksIsAnsweredWithoutParking() async {
    // Given a tick the test sends before the feature starts
    let ticks = ParkingTicks()
    let store = makeStore { try await ticks.next() }
    await ticks.send(7)

    // When the feature starts
    await store.send(.start)

    // Then the buffered tick arrives, and the effect then parks for the next one
    await store.receive(.ticked(7), timeout: .zero) { $0.ticks = [7] }
    await ticks.send(nil)
    await store.finish()
    #expect(failures.messages == [])
  }

  @Test func cancellingAParkedEffectEndsItsWaitAndALateResumeDoesNothing() async {
    // Given an effect parked on the double
    let ticks = ParkingTicks()
    let store = makeStore { try await ticks.next() }
    await store.send(.start)

    // When the feature cancels it
    await store.send(.stop)

    // Then it has ended, and resuming its continuation later wakes nobody
    #expect(store.inFlightEffectCount == 0)
    #expect(await ticks.send(1) == false)
    await store.finish()
    #expect(failures.messages == [])
  }

  @Test func outsideATestStoreItIsAPlainContinuation() async throws {
    // Given a double used without a test store
    let ticks = ParkingTicks()

    // When a task asks for a tick and the test sends one, in whichever order they run
    let next = Task { try await ticks.next() }
    await ticks.send(3)

    // Then the task gets the value
    #expect(try await next.value == 3)
  }
}
