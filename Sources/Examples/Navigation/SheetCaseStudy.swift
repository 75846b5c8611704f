public import Unidirectional
public import UnidirectionalNavigation

/// A sheet with a timer of its own: the timer runs while the sheet is shown and stops the
/// moment it is dismissed, by the system, by the root, or by the sheet's own close button.
public struct SheetCaseStudy: Reducer {
  /// The presented timer, if any.
  public struct State: Equatable {
    /// The timer sheet.
    @PresentationState public var timer: TimerScreen.State?
    /// How many seconds the sheets counted before they closed, in all.
    public var secondsShown: Int

    /// Creates the case study's state, with no sheet.
    public init() {
      secondsShown = 0
    }
  }

  /// What the root view and the sheet do.
  public enum Action: Equatable, Sendable {
    /// The button that shows the sheet.
    case showTimerTapped
    /// An action of the sheet.
    case timer(PresentationAction<TimerScreen.Action>)
  }

  /// The clock the sheet's timer counts on.
  public let clock: any Clock<Duration>

  /// Creates the case study's reducer.
  ///
  /// - Parameter clock: The clock the sheet's timer counts on.
  public init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .showTimerTapped:
        state.timer = TimerScreen.State()
      case .timer(.dismiss):
        state.secondsShown += state.timer?.seconds ?? 0
      case .timer(.presented):
        break
      }
      return .none
    }
    .ifLet(\.$timer, action: .timer) { TimerScreen(clock: clock) }
  }
}

extension ActionPath where Root == SheetCaseStudy.Action, Value == PresentationAction<TimerScreen.Action> {
  /// The sheet's actions.
  public static var timer: Self {
    ActionPath(embed: Root.timer) { if case .timer(let a) = $0 { a } else { nil } }
  }
}
