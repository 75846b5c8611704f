public import Unidirectional

/// Visits every state a feature can reach, breadth first, checks rules on each, and returns
/// the shortest sequence of actions that breaks one.
///
/// A test store checks the examples someone thought of; the explorer checks every
/// interleaving up to a depth. Give it the feature, a starting state, the actions a user can
/// send in a state, and an oracle: for a task the feature started, the actions that task may
/// answer with (a page, the last page, a failure, a cancellation). The explorer does not run
/// effects. It reads the effect each action returns, so it knows which tasks start and which
/// are cancelled, and it tries every answer of every running task, in every order, between
/// every user action. A task the feature cancelled can still answer once, late, as a slow
/// server does; ``lateAnswers`` sets how many such tasks it keeps.
///
/// ```swift
/// let explorer = StateSpaceExplorer(
///   Counter(), initialState: Counter.State(),
///   userActions: { _ in [.increment, .decrement, .load] },
///   request: { $0.loadID },
///   answers: { flight, _ in [.loaded(id: flight.request, value: 7)] }
/// )
/// .invariant("the count stays in range") { (-10...10).contains($0.state.count) }
/// let report = explorer.explore(maxDepth: 10)
/// #expect(report.violation == nil, "\(report.violation?.story ?? "")")
/// ```
///
/// States are told apart by `Hashable`; pass an `abstraction` that keeps only what matters
/// (a list's length instead of its rows, a request's id relative to the newest) and the
/// explorer can reach every state of a feature whose counters grow forever. Of each state it
/// reached, the explorer keeps a 64-bit fingerprint of the abstraction (its `hashValue`) and
/// the step that led there, so memory does not grow with what the abstraction holds. Two
/// different abstractions share a fingerprint with a chance of about 3 × 10⁻⁸ in a million
/// states; the second would then count as reached, as model checkers such as TLC accept.
public struct StateSpaceExplorer<State, Action, Request: Hashable> {
  /// A state the explorer reached, with the feature's running tasks.
  public typealias Explored = ExploredState<State, Request>

  /// A step the explorer took.
  public typealias Transition = ExplorerTransition<State, Action, Request>

  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>
  @usableFromInline let initialState: State
  @usableFromInline let userActions: (State) -> [Action]
  @usableFromInline let request: (State) -> Request?
  @usableFromInline let answers: (ExplorerFlight<Request>, State) -> [Action]
  /// The fingerprint of a state's abstraction: what the explorer keeps of each state.
  @usableFromInline let fingerprint: (Explored) -> VisitedStateHash

  /// How many cancelled tasks keep a late answer to deliver, newest first; `0` models a
  /// runner that never delivers one. By default one, the newest.
  public var lateAnswers = 1

  /// How many actions one step's effects may send at once (`Effect.send`) before the
  /// explorer stops the step and reports it, as a store would loop forever on them.
  public var maxActionsSentAtOnce = 1_000

  /// Whether a search checks the rules; a diagram or a coverage count explores without.
  @usableFromInline var checksRules = true

  /// The rules every reached state must keep.
  public internal(set) var stateInvariants: [Invariant<Explored>] = []

  /// The rules every step must keep.
  public internal(set) var transitionInvariants: [Invariant<Transition>] = []

  /// Creates an explorer that tells states apart by `abstraction`.
  ///
  /// - Parameters:
  ///   - reducer: The feature.
  ///   - initialState: Where the exploration starts.
  ///   - userActions: The actions a user can send in a state.
  ///   - request: What a task the feature starts stands for, read from the state right after
  ///     the action that started it; `nil` leaves the task out of the exploration.
  ///   - answers: The actions a task may answer with; each answer ends the task.
  ///   - abstraction: What two states must share to count as one.
  @inlinable
  public init<Feature: Reducer<State, Action>>(
    _ reducer: Feature,
    initialState: State,
    userActions: @escaping (State) -> [Action],
    request: @escaping (State) -> Request?,
    answers: @escaping (ExplorerFlight<Request>, State) -> [Action],
    abstraction: @escaping (Explored) -> some Hashable
  ) {
    self.reduce = { state, action in reducer.reduce(into: &state, action: action) }
    self.initialState = initialState
    self.userActions = userActions
    self.request = request
    self.answers = answers
    self.fingerprint = { VisitedStateHash(of: abstraction($0)) }
  }

  /// Adds a rule every reached state must keep.
  ///
  /// - Parameters:
  ///   - name: The rule in words.
  ///   - holds: Whether a state keeps it.
  /// - Returns: The explorer with the rule added.
  public func invariant(_ name: String, holds: @escaping (Explored) -> Bool) -> Self {
    var explorer = self
    explorer.stateInvariants.append(Invariant(name, holds: holds))
    return explorer
  }

  /// Adds a rule every step must keep.
  ///
  /// - Parameters:
  ///   - name: The rule in words.
  ///   - holds: Whether a step keeps it.
  /// - Returns: The explorer with the rule added.
  public func transitionInvariant(
    _ name: String, holds: @escaping (Transition) -> Bool
  ) -> Self {
    var explorer = self
    explorer.transitionInvariants.append(Invariant(name, holds: holds))
    return explorer
  }
}

extension StateSpaceExplorer where State: Hashable {
  /// Creates an explorer that tells states apart by the whole state and its running tasks.
  ///
  /// - Parameters:
  ///   - reducer: The feature.
  ///   - initialState: Where the exploration starts.
  ///   - userActions: The actions a user can send in a state.
  ///   - request: What a task the feature starts stands for, read from the state right after
  ///     the action that started it; `nil` leaves the task out of the exploration.
  ///   - answers: The actions a task may answer with; each answer ends the task.
  @inlinable
  public init<Feature: Reducer<State, Action>>(
    _ reducer: Feature,
    initialState: State,
    userActions: @escaping (State) -> [Action],
    request: @escaping (State) -> Request?,
    answers: @escaping (ExplorerFlight<Request>, State) -> [Action]
  ) {
    self.init(
      reducer, initialState: initialState, userActions: userActions, request: request,
      answers: answers, abstraction: { $0 })
  }
}

extension StateSpaceExplorer where Request == Never {
  /// Creates an explorer for a feature whose effects it need not follow: every task is left
  /// out, so only user actions move it. Useful for pure state machines and diagrams.
  ///
  /// - Parameters:
  ///   - reducer: The feature.
  ///   - initialState: Where the exploration starts.
  ///   - userActions: The actions a user can send in a state.
  ///   - abstraction: What two states must share to count as one.
  @inlinable
  public init<Feature: Reducer<State, Action>>(
    _ reducer: Feature,
    initialState: State,
    userActions: @escaping (State) -> [Action],
    abstraction: @escaping (State) -> some Hashable
  ) {
    self.init(
      reducer, initialState: initialState, userActions: userActions, request: { _ in nil },
      answers: { _, _ in [] }, abstraction: { abstraction($0.state) })
  }
}
