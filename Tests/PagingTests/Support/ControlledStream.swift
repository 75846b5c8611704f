import Unidirectional
import UnidirectionalTesting

/// A stream the test feeds one event at a time.
///
/// Every subscription gets a number (0, 1, …) and pulls each element through a
/// `ControlledDependency` whose input is that number, so a pull waits for the test and the
/// test store knows the effect is parked on it. Answering a pull with `nil` finishes the
/// stream; failing it makes the stream throw.
final class ControlledStream<Element: Sendable>: Sendable {
  let pulls = ControlledDependency<Int, Element?>()
  private let subscriptionCount = LockedState(0)

  /// A new subscription's stream.
  func subscribe() -> AsyncThrowingStream<Element, any Error> {
    let number = subscriptionCount.withLock { count in
      defer { count += 1 }
      return count
    }
    let pulls = self.pulls
    return AsyncThrowingStream { try await pulls(number) }
  }

  /// The number of subscriptions made so far.
  var subscriptionsMade: Int { subscriptionCount.withLock { $0 } }

  /// The subscriptions waiting for their next element.
  var waitingSubscriptions: [Int] { pulls.pendingInputs }

  /// The subscriptions that were cancelled while they waited.
  var cancelledSubscriptions: [Int] { pulls.cancelledInputs }

  func yield(_ element: Element, to subscription: Int) async {
    await pulls.respond(to: subscription, with: element)
  }

  func finish(_ subscription: Int) async {
    await pulls.respond(to: subscription, with: nil)
  }

  func fail(_ subscription: Int, with error: any Error) async {
    await pulls.fail(subscription, with: error)
  }
}
