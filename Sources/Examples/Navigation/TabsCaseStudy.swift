public import Unidirectional
import UnidirectionalPersistence

/// An app of two tabs: each tab is a feature of its own, run by a plain `Scope`, and the
/// selected tab is one more field of the state. The notes either tab saves are shared: the
/// app holds the list, and each tab's copy follows it in the same action.
public struct TabsCaseStudy: Reducer {
  /// Which tab is shown.
  public enum Tab: Equatable, Sendable {
    /// The destinations tab.
    case destinations
    /// The stack tab.
    case stack
  }

  /// Both tabs' states and the selection.
  public struct State: Equatable {
    /// The tab shown.
    public var selectedTab: Tab
    /// The destinations tab.
    public var destinations: DestinationsCaseStudy.State
    /// The stack tab.
    public var stack: StackCaseStudy.State
    /// The notes saved in either tab: the source of truth the tabs' copies follow.
    public var notes: [String]

    /// Creates the app's state.
    ///
    /// - Parameter selectedTab: The tab shown first.
    public init(selectedTab: Tab = .destinations) {
      self.selectedTab = selectedTab
      destinations = DestinationsCaseStudy.State()
      stack = StackCaseStudy.State()
      notes = []
    }
  }

  /// What the tab bar and the tabs do.
  public enum Action: Equatable, Sendable {
    /// The user picked a tab.
    case tabSelected(Tab)
    /// An action of the destinations tab.
    case destinations(DestinationsCaseStudy.Action)
    /// An action of the stack tab.
    case stack(StackCaseStudy.Action)
  }

  /// What the tabs' screens need.
  public let dependencies: NavigationDependencies

  /// Creates the app's reducer.
  ///
  /// - Parameter dependencies: What the tabs' screens need.
  public init(dependencies: NavigationDependencies) {
    self.dependencies = dependencies
  }

  public var body: some Reducer<State, Action> {
    CombineReducers {
      Scope(state: \.destinations, action: .destinations) {
        DestinationsCaseStudy(dependencies: dependencies)
      }
      Scope(state: \.stack, action: .stack) { StackCaseStudy(dependencies: dependencies) }
      Reduce { state, action in
        if case .tabSelected(let tab) = action { state.selectedTab = tab }
        return .none
      }
    }
    .sharing(\.notes, with: \.destinations.notes, \.stack.savedNotes)
  }
}

extension ActionPath where Root == TabsCaseStudy.Action, Value == DestinationsCaseStudy.Action {
  /// The destinations tab's actions.
  public static var destinations: Self {
    ActionPath(embed: Root.destinations) { if case .destinations(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath where Root == TabsCaseStudy.Action, Value == StackCaseStudy.Action {
  /// The stack tab's actions.
  public static var stack: Self {
    ActionPath(embed: Root.stack) { if case .stack(let a) = $0 { a } else { nil } }
  }
}
