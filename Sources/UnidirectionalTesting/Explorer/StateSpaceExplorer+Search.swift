extension StateSpaceExplorer {
  /// Explores breadth first from the initial state until a rule breaks, no new state
  /// appears, `maxDepth` steps have been taken, or `maxStates` states have been reached.
  ///
  /// Breadth first means the first broken rule found is broken by a shortest trace. The
  /// explorer keeps, for each state it reached, only a fingerprint of its abstraction and how
  /// it got there (a parent and a choice); a trace is rebuilt by replaying the choices, so
  /// memory grows with the number of states, not with their abstractions or their histories.
  /// Whole states are held only for the frontier, the states one step from being expanded.
  ///
  /// - Parameters:
  ///   - maxDepth: The longest sequence of actions to try.
  ///   - maxStates: The most distinct states to visit.
  /// - Returns: What was explored, and the shortest violation if a rule broke.
  @inlinable
  public func explore(
    maxDepth: Int = 20, maxStates: Int = 1_000_000
  ) -> ExplorationReport<State, Action, Request> {
    var search = BreadthFirstSearch(explorer: self, maxStates: maxStates)
    let clock = ContinuousClock()
    let start = clock.now
    let violation = search.run(maxDepth: maxDepth)
    return ExplorationReport(
      statesVisited: search.lineage.count,
      transitions: search.transitions,
      depth: max(search.depth, violation?.trace.count ?? 0),
      isComplete: violation == nil && search.frontier.isEmpty,
      duration: start.duration(to: clock.now),
      violation: violation
    )
  }

  /// Explores without checking rules and shows `visit` every step taken.
  @inlinable
  func visitTransitions(maxDepth: Int, maxStates: Int, _ visit: @escaping (Transition) -> Void) {
    var unchecked = self
    unchecked.checksRules = false
    var search = BreadthFirstSearch(explorer: unchecked, maxStates: maxStates)
    search.onTransition = visit
    _ = search.run(maxDepth: maxDepth)
  }

  /// Replays the choices at `path` from the initial state.
  @inlinable
  func replay(_ path: [Int]) -> [Transition] {
    var explored = Explored(state: initialState)
    var trace: [Transition] = []
    for position in path {
      let transition = take(choices(from: explored)[position], from: explored)
      trace.append(transition)
      explored = transition.after
    }
    return trace
  }

  /// The first rule `explored` breaks.
  @inlinable
  func brokenStateInvariant(_ explored: Explored) -> String? {
    guard checksRules else { return nil }
    return stateInvariants.first { !$0.holds(explored) }?.name
  }

  /// The first rule `transition` breaks.
  @inlinable
  func brokenTransitionInvariant(_ transition: Transition) -> String? {
    guard checksRules else { return nil }
    if transition.wasCutShort {
      return "an action's effects send fewer than \(maxActionsSentAtOnce) actions at once"
    }
    return transitionInvariants.first { !$0.holds(transition) }?.name
  }
}

/// The explorer's search: a frontier of states one step deeper each round, and for every
/// state reached, the state it came from and the choice that led there.
@usableFromInline
struct BreadthFirstSearch<State, Action, Request: Hashable> {
  @usableFromInline typealias Explorer = StateSpaceExplorer<State, Action, Request>

  @usableFromInline let explorer: Explorer
  @usableFromInline let maxStates: Int
  /// Sees every step taken, before its rules are checked.
  @usableFromInline var onTransition: ((Explorer.Transition) -> Void)?
  /// For each state reached, in order: the index of its parent and the choice taken there.
  @usableFromInline var lineage: [(parent: Int32, choice: Int32)] = [(-1, -1)]
  @usableFromInline var frontier: [(index: Int, explored: Explorer.Explored)]
  @usableFromInline var transitions = 0
  @usableFromInline var depth = 0
  /// The fingerprints of the states reached.
  @usableFromInline var visited: Set<VisitedStateHash> = []

  @inlinable
  init(explorer: Explorer, maxStates: Int) {
    self.explorer = explorer
    self.maxStates = maxStates
    let root = Explorer.Explored(state: explorer.initialState)
    frontier = [(0, root)]
    visited.insert(explorer.fingerprint(root))
  }

  @inlinable
  mutating func run(maxDepth: Int) -> ExplorationViolation<State, Action, Request>? {
    if let name = explorer.brokenStateInvariant(frontier[0].explored) {
      return ExplorationViolation(invariant: name, initialState: explorer.initialState, trace: [])
    }
    while !frontier.isEmpty, depth < maxDepth, lineage.count < maxStates {
      if let violation = expandFrontier() { return violation }
      depth += 1
    }
    return nil
  }

  /// Takes every choice from every state of the frontier; the new states are the next one.
  ///
  /// Each state leaves the frontier as it is expanded, so the states of two depths are never
  /// all held at once: the frontier is most of the explorer's memory.
  @inlinable
  mutating func expandFrontier() -> ExplorationViolation<State, Action, Request>? {
    var next: [(index: Int, explored: Explorer.Explored)] = []
    defer { frontier = next }
    frontier.reverse()
    while let (index, explored) = frontier.popLast() {
      for (position, choice) in explorer.choices(from: explored).enumerated() {
        let transition = explorer.take(choice, from: explored)
        transitions += 1
        onTransition?(transition)
        let isNew = visited.insert(explorer.fingerprint(transition.after)).inserted
        if isNew { lineage.append((Int32(index), Int32(position))) }
        let broken = (isNew ? explorer.brokenStateInvariant(transition.after) : nil)
          ?? explorer.brokenTransitionInvariant(transition)
        if let broken { return violation(broken, path: path(to: index) + [position]) }
        guard isNew else { continue }
        next.append((lineage.count - 1, transition.after))
        if lineage.count >= maxStates { return nil }
      }
    }
    return nil
  }

  @inlinable
  func path(to index: Int) -> [Int] {
    var path: [Int] = []
    var index = index
    while lineage[index].parent >= 0 {
      path.append(Int(lineage[index].choice))
      index = Int(lineage[index].parent)
    }
    return path.reversed()
  }

  @inlinable
  func violation(_ name: String, path: [Int]) -> ExplorationViolation<State, Action, Request> {
    ExplorationViolation(
      invariant: name, initialState: explorer.initialState, trace: explorer.replay(path))
  }
}
