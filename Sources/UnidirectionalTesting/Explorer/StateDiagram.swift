import Unidirectional

/// A feature's transition graph with states and actions reduced to names, written as a
/// Mermaid state diagram or a Graphviz DOT graph.
///
/// Build one with ``StateSpaceExplorer/stateDiagram(maxDepth:maxStates:stateName:actionName:)``:
/// the diagram is what the explorer reached, so it is generated from the code and never drawn
/// by hand.
///
/// ```swift
/// struct Loader: Reducer {
///   enum Phase: Hashable { case idle, initialLoading }
///   struct State: Hashable { var phase = Phase.idle }
///   enum Action { case appear, refresh }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     state.phase = .initialLoading
///     return .none
///   }
/// }
///
/// let explorer = StateSpaceExplorer(
///   Loader(), initialState: Loader.State(),
///   userActions: { _ in [.appear, .refresh] },
///   abstraction: { $0 }
/// )
/// let diagram = explorer.stateDiagram(stateName: { "\($0.phase)" }, actionName: { "\($0)" })
/// print(diagram.mermaid)
/// ```
///
/// ```text
/// stateDiagram-v2
///   [*] --> idle
///   idle --> initialLoading: appear, refresh
/// ```
public struct StateDiagram: Equatable, Sendable {
  /// An arrow: every action that leads from one named state to another.
  public struct Edge: Equatable, Sendable {
    /// The name of the state the arrow leaves.
    public let from: String
    /// The name of the state the arrow enters.
    public let to: String
    /// The names of the actions that take it, sorted.
    public let actions: [String]

    /// Creates an arrow.
    ///
    /// - Parameters:
    ///   - from: The name of the state the arrow leaves.
    ///   - to: The name of the state the arrow enters.
    ///   - actions: The names of the actions that take it, sorted.
    public init(from: String, to: String, actions: [String]) {
      self.from = from
      self.to = to
      self.actions = actions
    }
  }

  /// The states' names, the initial state's first, then in the order they were reached.
  public let states: [String]

  /// The arrows between different states, in the order of the states they leave and enter.
  /// An action that leaves the named state as it was draws no arrow.
  public let edges: [Edge]

  /// The diagram in Mermaid's `stateDiagram-v2` syntax, as GitHub renders it.
  public var mermaid: String {
    var lines = ["stateDiagram-v2"]
    if let initial = states.first { lines.append("  [*] --> \(initial)") }
    for edge in edges {
      lines.append("  \(edge.from) --> \(edge.to): \(edge.actions.joined(separator: ", "))")
    }
    return lines.joined(separator: "\n")
  }

  /// The diagram in Graphviz's DOT language: `dot -Tsvg` draws it.
  ///
  /// - Parameter name: The graph's name.
  /// - Returns: The graph's source.
  public func dot(named name: String) -> String {
    var lines = ["digraph \(quoted(name)) {", "  rankdir=LR;", "  node [shape=box, style=rounded];"]
    lines += states.map { "  \(quoted($0));" }
    for edge in edges {
      let label = quoted(edge.actions.joined(separator: ", "))
      lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to)) [label=\(label)];")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }
}

extension StateSpaceExplorer {
  /// Explores every reachable state and draws the transitions between their names.
  ///
  /// The rules are not checked here: a diagram shows what the code does, broken or not.
  ///
  /// - Parameters:
  ///   - maxDepth: The longest sequence of actions to try.
  ///   - maxStates: The most distinct states to visit.
  ///   - stateName: The name a state has in the diagram, usually its case: one word, as
  ///     Mermaid reads state names.
  ///   - actionName: The name an action has on an arrow.
  /// - Returns: The diagram.
  public func stateDiagram(
    maxDepth: Int = 20, maxStates: Int = 100_000,
    stateName: @escaping (State) -> String, actionName: @escaping (Action) -> String
  ) -> StateDiagram {
    var states = [stateName(initialState)]
    var known: Set<String> = [states[0]]
    var arrows: [String: [String: Set<String>]] = [:]
    visitTransitions(maxDepth: maxDepth, maxStates: maxStates) { transition in
      let from = stateName(transition.before.state)
      let to = stateName(transition.after.state)
      if known.insert(to).inserted { states.append(to) }
      guard from != to else { return }
      arrows[from, default: [:]][to, default: []].insert(actionName(transition.action))
    }
    let edges = states.flatMap { from in
      states.compactMap { to in
        arrows[from]?[to].map { StateDiagram.Edge(from: from, to: to, actions: $0.sorted()) }
      }
    }
    return StateDiagram(states: states, edges: edges)
  }
}
