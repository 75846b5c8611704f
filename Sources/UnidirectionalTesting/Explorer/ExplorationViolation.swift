import Unidirectional

/// A rule the explorer found broken, with the shortest sequence of steps that breaks it.
///
/// Print ``story`` to read what happened, step by step, as state diffs; paste
/// ``testStoreTest(named:store:)`` into a test file to keep the sequence as a regression test.
public struct ExplorationViolation<State, Action, Request: Hashable> {
  /// The broken rule's name.
  public let invariant: String

  /// The state the exploration started from.
  public let initialState: State

  /// The steps from the initial state; the last one breaks the rule. Empty when the initial
  /// state itself breaks it.
  public let trace: [ExplorerTransition<State, Action, Request>]

  @inlinable
  init(invariant: String, initialState: State, trace: [ExplorerTransition<State, Action, Request>]) {
    self.invariant = invariant
    self.initialState = initialState
    self.trace = trace
  }

  /// The trace as a story: each step's action, who sent it, what it changed and which
  /// requests it started or cancelled.
  ///
  /// ```text
  /// Broken: never two requests in flight, after 4 steps.
  /// 1. user sends .appear
  ///    − list: .idle,
  ///    + list: .initialLoading,
  ///    …
  /// ```
  public var story: String {
    var lines = ["Broken: \(invariant), after \(trace.count) step\(trace.count == 1 ? "" : "s")."]
    for (number, step) in zip(1..., trace) {
      lines.append("\(number). \(sender(of: step)) sends \(swiftSourceLiteral(step.action))")
      let change = valueDiff(step.before.state, step.after.state) ?? "(no change)"
      lines += change.split(separator: "\n", omittingEmptySubsequences: false).map { "   " + $0 }
      for request in step.startedRequests {
        lines.append("   starts \(swiftSourceLiteral(request))")
      }
      for request in step.cancelledRequests {
        lines.append("   cancels \(swiftSourceLiteral(request))")
      }
    }
    let running = trace.last.map { Array($0.after.requestsInFlight) } ?? []
    lines.append("Running now: \(swiftSourceLiteral(running))")
    return lines.joined(separator: "\n")
  }

  /// The trace as a Swift Testing test for a `TestStore`: each step is sent, answers
  /// included, and each state change is asserted field by field.
  ///
  /// The test sends the tasks' answers itself, so build the store with dependencies that
  /// never answer on their own (a `ControlledDependency` nobody resolves); the tasks are
  /// skipped at the end. Values are spelled with `.init(…)` of their stored properties.
  ///
  /// - Parameters:
  ///   - name: The test function's name.
  ///   - store: The expression that creates the `TestStore`; by default one from the
  ///     initial state, with a placeholder for the feature.
  /// - Returns: The test's source.
  public func testStoreTest(named name: String = "explorerTrace", store: String? = nil) -> String {
    var steps: [TestStoreStep<State, Action>] = []
    for step in trace {
      steps.append(
        TestStoreStep(action: step.action, isReceived: false, before: step.before.state, after: firstState(of: step)))
      for sent in step.sentAtOnce.indices {
        let before = sent == 0 ? firstState(of: step) : step.sentAtOnce[sent - 1].state
        steps.append(
          TestStoreStep(
            action: step.sentAtOnce[sent].action, isReceived: true, before: before, after: step.sentAtOnce[sent].state))
      }
    }
    return TestStoreStep.test(
      named: name, store: store ?? TestStoreStep<State, Action>.placeholderStore(from: initialState), steps: steps)
  }

  private func sender(of step: ExplorerTransition<State, Action, Request>) -> String {
    switch step.cause {
    case .user: "user"
    case .answer(let request): "the task of \(swiftSourceLiteral(request))"
    case .lateAnswer(let request): "the cancelled task of \(swiftSourceLiteral(request)), late,"
    }
  }

  /// The state right after the step's own action, before the actions its effects sent.
  private func firstState(of step: ExplorerTransition<State, Action, Request>) -> State {
    step.stateAfterAction
  }
}

extension ExplorationViolation: Sendable where State: Sendable, Action: Sendable, Request: Sendable {}
