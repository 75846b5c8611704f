/// The subscriptions of a ``ControlledStream`` and what each one is still owed, as a pure
/// value: each event returns what the stream then does, outside its lock.
///
/// A subscription is open from the moment it is made until it is handed its end (finished,
/// thrown, or its consumer's task cancelled); only open subscriptions take what the test
/// sends. An event reaches a subscription waiting on a continuation as that continuation,
/// to resume; a subscription not waiting keeps it until it next asks.
struct StreamSubscriptions<Element: Sendable> {
  /// What a subscription's `next()` returns: an element, `nil` for the end, or an error.
  typealias Event = Result<Element?, any Error>

  /// One consumer's view of the stream.
  private struct Subscription {
    /// Whether its stream can throw; an `AsyncStream` cannot.
    let canThrow: Bool
    var isOpen = true
    var undelivered: [Event] = []
    var waiting: ParkedContinuation<Element?>?
  }

  /// A waiting subscription to wake, and with what.
  struct Wake {
    let continuation: ParkedContinuation<Element?>
    let event: Event
  }

  /// What sending an event to the open subscriptions did.
  struct Delivery {
    /// The subscriptions that were waiting for it.
    var wakes: [Wake] = []
    /// How many subscriptions took it.
    var reached = 0
    /// How many of them cannot throw, and so finished instead of throwing it.
    var finishedInsteadOfThrowing = 0
  }

  /// Indexed by subscription number.
  private var subscriptions: [Subscription] = []

  /// The numbers of the subscriptions whose consumer was cancelled while they were open.
  private(set) var cancelled: [Int] = []

  /// The number of subscriptions made so far.
  var count: Int { subscriptions.count }

  /// The numbers of the subscriptions that still take what the test sends.
  var open: [Int] { subscriptions.indices.filter { subscriptions[$0].isOpen } }

  /// Makes a subscription and returns its number.
  mutating func subscribe(canThrow: Bool) -> Int {
    subscriptions.append(Subscription(canThrow: canThrow))
    return subscriptions.count - 1
  }

  /// Subscription `number` asks for its next event: returns the oldest one it was sent, or
  /// `nil` after keeping `continuation` to wake with the next one. After its end it ends
  /// again, as an `AsyncStream` does.
  mutating func next(
    for number: Int,
    waitingOn continuation: ParkedContinuation<Element?>
  ) -> Event? {
    if !subscriptions[number].undelivered.isEmpty {
      return subscriptions[number].undelivered.removeFirst()
    }
    guard subscriptions[number].isOpen else { return .success(nil) }
    subscriptions[number].waiting = continuation
    return nil
  }

  /// Sends `event` to every open subscription; an end closes them.
  mutating func send(_ event: Event) -> Delivery {
    var delivery = Delivery()
    for number in open {
      let delivered = Self.adapt(event, canThrow: subscriptions[number].canThrow)
      if Self.isEnd(delivered) { subscriptions[number].isOpen = false }
      if case .failure = event, !subscriptions[number].canThrow {
        delivery.finishedInsteadOfThrowing += 1
      }
      delivery.reached += 1
      if let continuation = subscriptions[number].waiting {
        subscriptions[number].waiting = nil
        delivery.wakes.append(Wake(continuation: continuation, event: delivered))
      } else {
        subscriptions[number].undelivered.append(delivered)
      }
    }
    return delivery
  }

  /// The consumer of subscription `number` was cancelled: it closes, takes nothing more and
  /// forgets what it was not handed yet.
  mutating func cancel(_ number: Int) {
    if subscriptions[number].isOpen { cancelled.append(number) }
    subscriptions[number].isOpen = false
    subscriptions[number].undelivered.removeAll()
    subscriptions[number].waiting = nil
  }

  /// An error reaches a subscription that cannot throw as its end.
  private static func adapt(_ event: Event, canThrow: Bool) -> Event {
    if case .failure = event, !canThrow { return .success(nil) }
    return event
  }

  private static func isEnd(_ event: Event) -> Bool {
    switch event {
    case .success(.some): false
    case .success(.none), .failure: true
    }
  }
}

extension StreamSubscriptions: Sendable {}
