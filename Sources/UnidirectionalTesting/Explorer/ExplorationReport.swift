import Foundation
import Unidirectional

/// What a state-space exploration visited, and the shortest violation it found.
///
/// ```swift
/// let explorer = StateSpaceExplorer(
///   Counter(), initialState: Counter.State(),
///   userActions: { _ in [.increment, .decrement, .load] },
///   request: { $0.loadID },
///   answers: { flight, _ in [.loaded(id: flight.request, value: 7)] }
/// )
/// let report = explorer.explore(maxDepth: 12)
/// print(report.summary)
/// ```
///
/// ```text
/// 1,204 states, 9,880 transitions, depth 12 (every reachable state visited) in 0.08 s
/// ```
public struct ExplorationReport<State, Action, Request: Hashable> {
  /// The distinct states reached, the initial one included.
  public let statesVisited: Int

  /// The steps taken, including those that led back to a state already reached.
  public let transitions: Int

  /// How many steps deep the exploration went.
  public let depth: Int

  /// Whether the exploration ran out of new states: every reachable state was visited.
  public let isComplete: Bool

  /// How long the exploration took.
  public let duration: Duration

  /// The first rule broken, with the shortest trace that breaks it; `nil` when every rule
  /// held.
  public let violation: ExplorationViolation<State, Action, Request>?

  @inlinable
  init(
    statesVisited: Int, transitions: Int, depth: Int, isComplete: Bool, duration: Duration,
    violation: ExplorationViolation<State, Action, Request>?
  ) {
    self.statesVisited = statesVisited
    self.transitions = transitions
    self.depth = depth
    self.isComplete = isComplete
    self.duration = duration
    self.violation = violation
  }

  /// The counts and the time on one line.
  public var summary: String {
    let scope = isComplete ? "every reachable state visited" : "stopped at the limit"
    let time = duration.inSeconds.formatted(.number.precision(.fractionLength(2)))
    return "\(statesVisited.formatted()) states, \(transitions.formatted()) transitions, "
      + "depth \(depth) (\(scope)) in \(time) s"
      + (violation.map { "; broken: \($0.invariant)" } ?? "")
  }
}

extension ExplorationReport: Sendable where State: Sendable, Action: Sendable, Request: Sendable {}
