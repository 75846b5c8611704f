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

  static func nothingReceived(
    expected: String, timeout: Duration?, skipped: [String], parkedEffects: Int
  ) -> String {
    let reason =
      timeout.map { "Timed out after \($0) waiting for an action" }
      ?? "No action arrived and no effect is running that could send one"
    let parked =
      parkedEffects > 0
      ? "\n\(parkedEffects) effect(s) are waiting on a TestClock or a ControlledDependency."
      : ""
    let arrived = skipped.isEmpty ? "No action arrived." : "Arrived instead:\n\n\(list(skipped))"
    return """
      \(reason):

      \(expected)

      \(arrived)\(parked)
      """
  }

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
    An effect was still running \(timeout) after the step without waiting on a TestClock or \
    a ControlledDependency, so the test cannot know when it is done. Created at:

    \(list(origins))
    """
  }

  static func effectIssue(_ issue: RuntimeIssue) -> String {
    "An effect raised an issue: \(issue)"
  }

  static func noPendingCall(_ description: String, pending: String) -> String {
    "No pending call \(description); pending: \(pending)."
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
