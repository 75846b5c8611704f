import Unidirectional

/// The texts of the testing tools' failures. They are API: tests assert them exactly.
enum TestStoreMessages {
  static let legend = "(Expected: −, Actual: +)"

  static func stateMismatch(after step: String, diff: String) -> String {
    """
    State after \(step) is not as expected. \(legend)

    \(diff)
    """
  }

  static func stateUnchanged(after step: String, diff: String) -> String {
    """
    Expected the state to change after \(step), but the action left it unchanged. \(legend)

    \(diff)
    """
  }

  static func currentStateMismatch(diff: String) -> String {
    """
    The current state is not as expected. \(legend)

    \(diff)
    """
  }

  static func currentStateAssertionThrew(_ error: any Error) -> String {
    "The assertion closure of the current state threw: \(error)"
  }

  static func assertionThrew(after step: String, error: any Error) -> String {
    "The assertion closure after \(step) threw: \(error)"
  }

  static func historyMismatch(diff: String) -> String {
    """
    The states the store went through are not the expected sequence. \(legend)

    \(diff)
    """
  }

  static func unassertedActions(_ actions: [String], before activity: String) -> String {
    """
    \(actions.count) received action(s) were not asserted before \(activity):

    \(list(actions))
    """
  }

  static func unexpectedAction(expected: String, received: String) -> String {
    """
    Received an action that was not the expected one. \(legend)

    \(lineDiff(expected, received) ?? received)
    """
  }

  /// `receive` found no matching action: it timed out (`timeout`), or every effect that
  /// could still send one has ended or waits on the test.
  static func nothingReceived(
    expected: String,
    timeout: Duration?,
    skipped: [String],
    parkedEffects: Int,
    runningEffects: Int,
    childTasksParked: Bool = false
  ) -> String {
    let arrived = skipped.isEmpty ? "No action arrived." : "Arrived instead:\n\n\(list(skipped))"
    let children = childTasksParked ? childTasksWaiting : ""
    return """
      \(nothingReceivedReason(timeout: timeout, parkedEffects: parkedEffects)):

      \(expected)

      \(arrived)\(parked(parkedEffects))\(children)\(running(runningEffects))
      """
  }

  /// Why a `receive` waited its whole timeout although everything it counts was parked.
  private static let childTasksWaiting = """

    A child task of an effect (of a task group or an async let) is among the waiting: the \
    store cannot see whether its sibling tasks still work, so it waited the whole timeout \
    for the action.
    """

  static func stillRunning(_ origins: [String]) -> String {
    """
    \(origins.count) effect(s) were still running at the end of the test. Advance the \
    TestClock, answer the ControlledDependency, or cancel them. Created at:

    \(list(origins))
    """
  }

  static func stillRunningAfterSkipping(_ origins: [String]) -> String {
    """
    \(origins.count) effect(s) were still running after skipInFlightEffects() cancelled them: \
    they ignore cancellation. Answer the ControlledDependency they wait on, or let them end. \
    Created at:

    \(list(origins))
    """
  }

  static func stillRunningAtDeinit(_ count: Int) -> String {
    """
    \(count) effect(s) were still running at the end of the test. Call \
    "await store.finish()" to wait for them, or cancel them.
    """
  }

  static func unsettled(after timeout: Duration, origins: [String]) -> String {
    """
    An effect was still running \(timeout) after the step without waiting on the test (a \
    TestClock, a ControlledDependency, a ControlledStream or withParkedContinuation), so the \
    test cannot know when it is done. Created at:

    \(list(origins))
    """
  }

  static func effectIssue(_ issue: RuntimeIssue) -> String {
    "An effect raised an issue: \(issue)"
  }

  static func sentAfterDismissal(_ action: String) -> String {
    "The feature dismissed itself before \(action) was sent: a dismissed screen takes no more actions."
  }

  static func noPendingCall(_ description: String, pending: String) -> String {
    "No pending call \(description); pending: \(pending)."
  }

  static func noActiveSubscription(_ description: String, made: Int) -> String {
    "No active subscription to take \(description); subscriptions made: \(made)."
  }

  static func nonThrowingSubscriptionFinished(_ description: String) -> String {
    """
    \(description) reached a subscription made by makeStream(), an AsyncStream, which \
    cannot throw: it finished instead. Make it with makeThrowingStream().
    """
  }

  private static func nothingReceivedReason(timeout: Duration?, parkedEffects: Int) -> String {
    if let timeout { return "Timed out after \(timeout) waiting for an action" }
    if parkedEffects > 0 {
      return "No action arrived, and every effect that could send one is waiting on the test"
    }
    return "No action arrived and no effect is running that could send one"
  }

  private static func parked(_ count: Int) -> String {
    guard count > 0 else { return "" }
    return """

      \(count) effect(s) are waiting on the test: advance the TestClock, answer the \
      ControlledDependency, send to the ControlledStream or resume the ParkedContinuation \
      first.
      """
  }

  private static func running(_ count: Int) -> String {
    guard count > 0 else { return "" }
    return """

      \(count) effect(s) are running without waiting on the test (a TestClock, a \
      ControlledDependency, a ControlledStream or withParkedContinuation), so the test cannot \
      know when they send.
      """
  }

  private static func list(_ items: [String]) -> String {
    items.map { "  " + $0.replacingNewlines(with: "\n  ") }.joined(separator: "\n")
  }
}

extension String {
  fileprivate func replacingNewlines(with replacement: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
