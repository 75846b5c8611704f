import Unidirectional

/// Follows a stream for the main actor in batches: a child task pulls the stream off the main
/// actor, and the main actor delivers, at each turn, every value that came meanwhile.
///
/// An `AsyncStream`'s `next()` runs on the global executor whatever its caller's actor (its
/// `next(isolation:)` ignores the isolation). Pulled from the main actor, every value cost
/// two thread switches, to the global executor and back: 6 to 9 µs on a 2-core Xeon, where
/// the stream's own work is under 2 µs and the reduce under 1 µs (`stream.bulk` in
/// `Docs/Benchmarks.md`). Pulled off the main actor, a value costs the stream's own work,
/// and the main actor is woken once per batch of the values that came while it was busy.
///
/// ```text
/// try await StreamRelay.follow(prices) { price in send(.priceReceived(price)) }
/// ```
///
/// The bookkeeping (how many values wait, how the stream ended, who waits for whom) is a
/// ``StreamRelayStateMachine``; the relay holds it under a lock, keeps the values in the
/// slots it names and resumes the side it names.
///
/// The consumer has work in hand whenever it runs: from its start, and from each time the
/// producer wakes it, until it waits for values again or leaves. The relay tells a test
/// store so (``/Unidirectional/EffectActivity``): a producer that has handed a value over
/// and parked on a test double at once has not ended the effect's work, which goes on until
/// the main actor has reduced that value.
final class StreamRelay<Element: Sendable> {
  private typealias StateMachine = StreamRelayStateMachine<CheckedContinuation<Void, Never>>

  private let state: LockedState<StateMachine>
  /// The values that wait for the consumer, oldest first, in slots
  /// `0..<state.waitingCount` of `state.slotCount`; read and written only while `state` is
  /// locked. Not an array: the relay's code is not specialized for `Element`, and appending
  /// to an array of it looked the array's type up at run time on every value.
  private var slots: UnsafeMutablePointer<Element>
  /// Hears when the consumer has work in hand and when it is idle: a test store's, or `nil`.
  private let activity: (any EffectActivity.Observer)?

  /// How many values may wait for the main actor before the stream is pulled no further:
  /// enough that a burst costs a wake per batch of the values that came while the main
  /// actor was busy (batches of about 40 in `stream.bulk`; 64 slots read 10 to 20% slower
  /// there), few enough that a stream that makes values on demand is not pulled far ahead.
  private static var capacity: Int { 256 }

  private init(activity: (any EffectActivity.Observer)?) {
    let machine = StateMachine(capacity: Self.capacity)
    state = LockedState(machine)
    slots = .allocate(capacity: machine.slotCount)
    self.activity = activity
    activity?.handOverStarted()
  }

  deinit {
    slots.deinitialize(count: state.withLock { $0.waitingCount })
    slots.deallocate()
  }

  /// Hands every value of `values` to `deliver`, in order, until the stream ends or the
  /// calling task is cancelled.
  ///
  /// `deliver` runs on the main actor once per value; the values that came while the main
  /// actor was busy are delivered in one turn. Once the task is cancelled no value is
  /// delivered, and the stream is cancelled too. An error the stream throws is thrown after
  /// the values that came before it.
  ///
  /// - Parameters:
  ///   - values: The stream to follow.
  ///   - deliver: Receives each value.
  /// - Throws: The error the stream threw.
  @MainActor
  static func follow<Values: AsyncSequence & Sendable>(
    _ values: Values,
    deliver: @MainActor (Element) -> Void
  ) async throws where Values.Element == Element {
    let relay = StreamRelay(activity: EffectActivity.observer)
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { await relay.pull(values) }
      defer {
        relay.close()
        group.cancelAll()
      }
      try await relay.deliverAll(to: deliver)
    }
  }

  // MARK: - Producer

  /// Pulls `values`, off the caller's actor, and hands each one over, until the stream ends
  /// or the consumer is gone.
  @concurrent
  private func pull<Values: AsyncSequence & Sendable>(_ values: Values) async
  where Values.Element == Element {
    do {
      for try await value in values {
        switch handOver(value) {
        case .stop: return
        case .store(_, _, _, isFull: true): await waitForRoom()
        case .store: break
        }
      }
      end(.finished)
    } catch {
      end(.failed(error))
    }
  }

  /// Hands `value` over, waking the consumer if it waited. Synchronous, so that a value
  /// costs no asynchronous call.
  private func handOver(_ value: Element) -> StateMachine.Push {
    let push = state.withLock { machine in
      let push = machine.push()
      if case .store(let slot, let growTo, _, _) = push {
        if let growTo { growSlots(to: growTo, keeping: slot) }
        (slots + slot).initialize(to: value)
      }
      return push
    }
    if case .store(_, _, let consumer?, _) = push { wake(consumer) }
    return push
  }

  /// Moves the `count` values that wait into `slotCount` new slots; call it with `state`
  /// locked.
  private func growSlots(to slotCount: Int, keeping count: Int) {
    let grown = UnsafeMutablePointer<Element>.allocate(capacity: slotCount)
    grown.moveInitialize(from: slots, count: count)
    slots.deallocate()
    slots = grown
  }

  /// Suspends until the consumer has taken the values that fill the slots, or is gone.
  private func waitForRoom() async {
    await withCheckedContinuation { producer in
      state.withLock { $0.waitForRoom(producer) }?.resume()
    }
  }

  private func end(_ end: StateMachine.End) {
    if let consumer = state.withLock({ $0.end(end) }) { wake(consumer) }
  }

  /// Wakes the waiting consumer, telling the test store first that it has work in hand
  /// again.
  private func wake(_ consumer: CheckedContinuation<Void, Never>) {
    activity?.handOverStarted()
    consumer.resume()
  }

  // MARK: - Consumer

  /// Delivers every value handed over, batch by batch, until the stream ends or the task is
  /// cancelled.
  ///
  /// It starts with a turn of the main actor of its own: the runner starts an effect's body
  /// inside the `send` that returned it, and a value delivered there would be queued behind
  /// that `send`, with every other value of its batch, so that a cancellation its reduce
  /// asks for would come after them all.
  @MainActor
  private func deliverAll(to deliver: @MainActor (Element) -> Void) async throws {
    await Task.yield()
    while true {
      var values: [Element] = []
      let take = state.withLock { machine in
        let take = machine.take()
        if case .values(let count, _) = take { values = moveOutOfSlots(count) }
        return take
      }
      switch take {
      case .values(_, let producer):
        producer?.resume()
        for value in values {
          guard !Task.isCancelled else { return }
          deliver(value)
        }
      case .end(.finished):
        return
      case .end(.failed(let error)):
        throw error
      case .wait:
        await waitForValues()
      }
    }
  }

  /// Suspends until the producer hands a value or the end over, telling the test store that
  /// the consumer is idle.
  @MainActor
  private func waitForValues() async {
    await withCheckedContinuation { consumer in
      if let consumer = state.withLock({ $0.waitForValues(consumer) }) {
        consumer.resume()
      } else {
        activity?.handOverEnded()
      }
    }
  }

  /// The consumer is gone: the values that wait are dropped, the producer stops at its next
  /// value, and the consumer's work is over.
  private func close() {
    let close = state.withLock { machine in
      let close = machine.close()
      slots.deinitialize(count: close.dropped)
      return close
    }
    close.resume?.resume()
    activity?.handOverEnded()
  }

  /// The values in slots `0..<count`, moved out, oldest first; call it with `state` locked.
  private func moveOutOfSlots(_ count: Int) -> [Element] {
    [Element](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      buffer.baseAddress?.moveInitialize(from: slots, count: count)
      initializedCount = count
    }
  }
}

// Safe: `slots` is only read or written while `state` is locked, and the values it holds
// may cross threads.
extension StreamRelay: @unchecked Sendable {}
