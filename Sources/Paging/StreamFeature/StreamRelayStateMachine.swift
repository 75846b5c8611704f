/// The hand-over between the task that pulls a stream and the task that delivers its values,
/// as a pure value: how many values wait, how the stream ended, and which side waits for
/// the other.
///
/// Every event (``push()``, ``end(_:)``, ``take()``, ``close()`` and the two waits) updates
/// the value and returns what the ``StreamRelay`` then does outside its lock: store a value
/// in a slot, resume a waiting side, wait, or stop. The value starts nothing and holds no
/// task: a waiting side is a `Waiter` it keeps and hands back (a continuation in the relay,
/// a plain value in the tests), so every ordering of the two sides is testable without one.
///
/// The consumer takes every waiting value at once, as one batch, so a stream that is ahead
/// costs one wake per batch, not one per value. The producer waits once `capacity` values
/// wait, so a stream that makes values on demand is pulled at most that far ahead of what
/// was delivered.
///
/// The value does not hold the values, only their count: they wait in the relay's slots
/// `0..<waitingCount`, oldest first, and the slots grow, doubling, as more values wait, up
/// to `capacity`. Like `EffectRunnerStateMachine`, the value is not generic over the
/// values, because the relay's code is not specialized for their type: a value generic over
/// it looked its type up at run time on every push, which cost more than the push itself.
struct StreamRelayStateMachine<Waiter> {
  /// How the stream ended.
  enum End {
    /// The stream finished.
    case finished
    /// The stream threw.
    case failed(any Error)
  }

  /// What the producer does with a value it pulled.
  enum Push {
    /// Store the value in `slot`, after growing the slots to `growTo` if it is given; wake
    /// the consumer if it waited; and wait for room before pulling the next value when the
    /// slots are full.
    case store(slot: Int, growTo: Int?, wake: Waiter?, isFull: Bool)
    /// The consumer is gone: drop the value and pull no further.
    case stop
  }

  /// What the consumer finds.
  enum Take {
    /// The values in slots `0..<count`, oldest first, are the consumer's to deliver in
    /// order; the producer, which waited for room, is to be resumed.
    case values(count: Int, resume: Waiter?)
    /// Every value was taken and the stream ended.
    case end(End)
    /// Nothing waits yet: wait for the producer.
    case wait
  }

  /// What closing the relay leaves to do.
  struct Close {
    /// How many values to drop, from slot 0.
    var dropped: Int
    /// The producer, which waited for room, to resume so that it stops.
    var resume: Waiter?
  }

  /// How many values may wait before the producer waits for room.
  let capacity: Int

  /// How many slots the relay holds: a few at first, doubled whenever a value finds them
  /// all taken, up to `capacity`.
  private(set) var slotCount: Int
  /// How many values wait in the slots, which are `0..<waitingCount`.
  private(set) var waitingCount = 0
  private var ending: End?
  private var isClosed = false
  private var consumer: Waiter?
  private var producer: Waiter?

  /// Creates the hand-over of a stream that has sent nothing yet.
  ///
  /// - Parameters:
  ///   - capacity: How many values may wait before the producer waits; at least 1.
  ///   - initialSlotCount: How many slots the relay holds at first.
  init(capacity: Int, initialSlotCount: Int = 16) {
    precondition(capacity > 0, "A stream relay holds at least one value.")
    self.capacity = capacity
    slotCount = min(initialSlotCount, capacity)
  }

  // MARK: - Producer events

  /// The producer pulled a value from the stream.
  mutating func push() -> Push {
    guard !isClosed else { return .stop }
    let slot = waitingCount
    waitingCount += 1
    return .store(
      slot: slot, growTo: growSlots(), wake: wakeConsumer(), isFull: waitingCount >= capacity)
  }

  /// The stream finished or threw; the values before it are still taken first.
  ///
  /// - Returns: The consumer to wake, if it waited.
  mutating func end(_ end: End) -> Waiter? {
    guard ending == nil, !isClosed else { return nil }
    ending = end
    return wakeConsumer()
  }

  /// The producer found the slots full and is about to wait for room.
  ///
  /// - Returns: `producer` itself when it must not wait (the consumer took the values or is
  ///   gone meanwhile), to resume at once; `nil` when it waits.
  mutating func waitForRoom(_ producer: Waiter) -> Waiter? {
    guard waitingCount >= capacity, !isClosed else { return producer }
    self.producer = producer
    return nil
  }

  // MARK: - Consumer events

  /// The consumer asks for what waits: every waiting value, then the end.
  mutating func take() -> Take {
    if waitingCount > 0 {
      let count = waitingCount
      waitingCount = 0
      return .values(count: count, resume: takeProducer())
    }
    if let ending { return .end(ending) }
    return .wait
  }

  /// The consumer found nothing to take and is about to wait for values.
  ///
  /// - Returns: `consumer` itself when it must not wait (a value or the end came
  ///   meanwhile), to resume at once; `nil` when it waits.
  mutating func waitForValues(_ consumer: Waiter) -> Waiter? {
    guard waitingCount == 0, ending == nil else { return consumer }
    self.consumer = consumer
    return nil
  }

  /// The consumer is gone: the values that wait are dropped, and the producer stops at its
  /// next value.
  mutating func close() -> Close {
    defer {
      isClosed = true
      waitingCount = 0
    }
    return Close(dropped: waitingCount, resume: takeProducer())
  }

  // MARK: - Slots and waking

  /// Doubles the slots, up to `capacity`, when the value just counted has none free.
  private mutating func growSlots() -> Int? {
    guard waitingCount > slotCount else { return nil }
    slotCount = min(slotCount * 2, capacity)
    return slotCount
  }

  private mutating func wakeConsumer() -> Waiter? {
    defer { consumer = nil }
    return consumer
  }

  private mutating func takeProducer() -> Waiter? {
    defer { producer = nil }
    return producer
  }
}

extension StreamRelayStateMachine: Sendable where Waiter: Sendable {}
extension StreamRelayStateMachine.End: Sendable {}
extension StreamRelayStateMachine.Push: Equatable where Waiter: Equatable {}
extension StreamRelayStateMachine.Close: Equatable where Waiter: Equatable {}
