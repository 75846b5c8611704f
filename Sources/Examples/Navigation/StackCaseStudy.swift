public import Unidirectional
public import UnidirectionalNavigation

/// A navigation stack of three kinds of screen, with a timer sheet and an alert over it:
/// push any kind, pop to the root after the alert confirms, and a note that pops itself
/// when saved and tells the root through its delegate action.
public struct StackCaseStudy: Reducer {
  /// The stack, the presented sheet or alert, and the notes saved.
  public struct State: Equatable {
    /// The pushed screens, bottom first.
    public var path: StackState<StackScreen.State>
    /// The sheet or alert shown over the stack: one at a time.
    @PresentationState public var destination: Destination.State?
    /// The notes that note screens saved, oldest first.
    public var savedNotes: [String]

    /// Creates the case study's state.
    ///
    /// - Parameters:
    ///   - path: The pushed screens, a deep link or a restored session.
    ///   - savedNotes: The notes saved so far.
    public init(path: StackState<StackScreen.State> = [], savedNotes: [String] = []) {
      self.path = path
      self.savedNotes = savedNotes
    }
  }

  /// What the root view, the screens and the presentations do.
  public enum Action: Equatable, Sendable {
    /// A push button: pushes a screen of that kind.
    case pushTapped(StackScreen.State)
    /// The timer button: shows a timer as a sheet.
    case timerSheetTapped
    /// The pop-to-root button: asks first.
    case popToRootTapped
    /// An action of the stack.
    case path(StackAction<StackScreen.State, StackScreen.Action>)
    /// An action of the sheet or the alert.
    case destination(PresentationAction<Destination.Action>)
  }

  /// What the root presents over the stack: a timer sheet or the pop-to-root alert.
  public struct Destination: Reducer {
    /// The presented sheet or alert.
    public enum State: Equatable, Sendable {
      /// A timer, as a sheet.
      case timerSheet(TimerScreen.State)
      /// The pop-to-root alert.
      case alert(AlertState<Alert>)
    }

    /// An action of the sheet or the alert.
    public enum Action: Equatable, Sendable {
      /// An action of the timer sheet.
      case timerSheet(TimerScreen.Action)
      /// A button of the alert.
      case alert(Alert)
    }

    /// The alert's buttons.
    public enum Alert: Equatable, Sendable {
      /// Pop every screen.
      case confirmPopToRoot
    }

    /// The clock the timer sheet counts on.
    public let clock: any Clock<Duration>

    /// Creates the destination's reducer.
    ///
    /// - Parameter clock: The clock the timer sheet counts on.
    public init(clock: any Clock<Duration>) {
      self.clock = clock
    }

    public var body: some Reducer<State, Action> {
      ScopeCase(state: .timerSheet, action: .timerSheet) { TimerScreen(clock: clock) }
    }
  }

  /// What the screens need.
  public let dependencies: NavigationDependencies

  /// Creates the case study's reducer.
  ///
  /// - Parameter dependencies: What the screens need.
  public init(dependencies: NavigationDependencies) {
    self.dependencies = dependencies
  }

  public var body: some Reducer<State, Action> {
    Reduce(Self.respond)
      .ifLet(\.$destination, action: .destination) { Destination(clock: dependencies.clock) }
      .forEach(\.path, action: .path) { StackScreen(dependencies: dependencies) }
  }

  /// The root's own logic, without its screens: what it does for each action once the
  /// addressed screen has run.
  public static func respond(to state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .pushTapped(let screen):
      state.path.append(screen)
    case .timerSheetTapped:
      state.destination = .timerSheet(TimerScreen.State())
    case .popToRootTapped:
      state.destination = .alert(popToRootAlert)
    case .destination(.presented(_, .alert(.confirmPopToRoot))):
      state.path.removeAll()
    case .path(.element(_, .note(.delegate(.saved(let text))))):
      state.savedNotes.append(text)
    case .path, .destination:
      break
    }
    return .none
  }

  /// The alert that asks before popping every screen.
  public static let popToRootAlert = AlertState<Destination.Alert>(
    title: "Go back to the start?",
    message: "Every screen of the stack closes.",
    buttons: [
      ButtonState(role: .destructive, title: "Go Back", action: .confirmPopToRoot),
      .cancel("Stay"),
    ]
  )
}

extension CasePath where Root == StackCaseStudy.Destination.State, Value == TimerScreen.State {
  /// The timer sheet.
  public static var timerSheet: Self {
    CasePath(embed: Root.timerSheet) { if case .timerSheet(let s) = $0 { s } else { nil } }
  }
}

extension ActionPath where Root == StackCaseStudy.Destination.Action, Value == TimerScreen.Action {
  /// The timer sheet's actions.
  public static var timerSheet: Self {
    ActionPath(embed: Root.timerSheet) { if case .timerSheet(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath
where Root == StackCaseStudy.Action, Value == StackAction<StackScreen.State, StackScreen.Action> {
  /// The stack's actions.
  public static var path: Self {
    ActionPath(embed: Root.path) { if case .path(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath
where Root == StackCaseStudy.Action, Value == PresentationAction<StackCaseStudy.Destination.Action> {
  /// The sheet's and the alert's actions.
  public static var destination: Self {
    ActionPath(embed: Root.destination) { if case .destination(let a) = $0 { a } else { nil } }
  }
}
