public import Unidirectional
public import UnidirectionalNavigation

/// The three kinds of screen the navigation stack case study pushes, as one enum: what
/// the stack holds, one reducer that runs whichever kind a screen is.
public struct StackScreen: Reducer {
  /// One screen: a counter, a timer or a note.
  public enum State: Equatable, Codable, Sendable {
    /// A counter with a fact.
    case counter(CounterScreen.State)
    /// A timer.
    case timer(TimerScreen.State)
    /// A note that saves and pops itself.
    case note(NoteScreen.State)
  }

  /// An action of one screen.
  public enum Action: Equatable, Sendable {
    /// An action of a counter screen.
    case counter(CounterScreen.Action)
    /// An action of a timer screen.
    case timer(TimerScreen.Action)
    /// An action of a note screen.
    case note(NoteScreen.Action)
  }

  /// What the screens need.
  public let dependencies: NavigationDependencies

  /// Creates the screens' reducer.
  ///
  /// - Parameter dependencies: What the screens need.
  public init(dependencies: NavigationDependencies) {
    self.dependencies = dependencies
  }

  public var body: some Reducer<State, Action> {
    ScopeCase(state: .counter, action: .counter) { CounterScreen(fact: dependencies.fact) }
    ScopeCase(state: .timer, action: .timer) { TimerScreen(clock: dependencies.clock) }
    ScopeCase(state: .note, action: .note) { NoteScreen(save: dependencies.save) }
  }
}

extension CasePath where Root == StackScreen.State, Value == CounterScreen.State {
  /// The counter case.
  public static var counter: Self {
    CasePath(embed: Root.counter) { if case .counter(let s) = $0 { s } else { nil } }
  }
}

extension CasePath where Root == StackScreen.State, Value == TimerScreen.State {
  /// The timer case.
  public static var timer: Self {
    CasePath(embed: Root.timer) { if case .timer(let s) = $0 { s } else { nil } }
  }
}

extension CasePath where Root == StackScreen.State, Value == NoteScreen.State {
  /// The note case.
  public static var note: Self {
    CasePath(embed: Root.note) { if case .note(let s) = $0 { s } else { nil } }
  }
}

extension ActionPath where Root == StackScreen.Action, Value == CounterScreen.Action {
  /// A counter screen's actions.
  public static var counter: Self {
    ActionPath(embed: Root.counter) { if case .counter(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath where Root == StackScreen.Action, Value == TimerScreen.Action {
  /// A timer screen's actions.
  public static var timer: Self {
    ActionPath(embed: Root.timer) { if case .timer(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath where Root == StackScreen.Action, Value == NoteScreen.Action {
  /// A note screen's actions.
  public static var note: Self {
    ActionPath(embed: Root.note) { if case .note(let a) = $0 { a } else { nil } }
  }
}
