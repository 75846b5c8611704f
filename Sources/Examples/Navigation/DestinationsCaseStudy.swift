public import Unidirectional
public import UnidirectionalNavigation

/// One screen that can present four things — a counter sheet, a note pushed as a drill
/// down, an alert and a dialog — through one optional destination enum, so two of them
/// can never be shown at once.
public struct DestinationsCaseStudy: Reducer {
  /// The destination shown, and what came back from it.
  public struct State: Equatable {
    /// What is presented now, if anything: one at a time.
    @PresentationState public var destination: Destination.State?
    /// The last count a counter sheet had when it closed.
    public var lastCount: Int?
    /// The notes the drill-down saved.
    public var notes: [String]

    /// Creates the case study's state, showing nothing.
    public init() {
      lastCount = nil
      notes = []
    }
  }

  /// What the view and the destinations do.
  public enum Action: Equatable, Sendable {
    /// Shows the counter sheet.
    case counterTapped
    /// Pushes the note screen.
    case noteTapped
    /// Shows the alert.
    case alertTapped
    /// Shows the dialog.
    case dialogTapped
    /// An action of the destination shown.
    case destination(PresentationAction<Destination.Action>)
  }

  /// What the screen can present.
  public struct Destination: Reducer {
    /// One presented thing.
    public enum State: Equatable, Sendable {
      /// A counter, as a sheet.
      case counter(CounterScreen.State)
      /// A note, pushed.
      case note(NoteScreen.State)
      /// An alert.
      case alert(AlertState<Choice>)
      /// A dialog.
      case dialog(ConfirmationDialogState<Choice>)
    }

    /// An action of the presented thing.
    public enum Action: Equatable, Sendable {
      /// An action of the counter sheet.
      case counter(CounterScreen.Action)
      /// An action of the note.
      case note(NoteScreen.Action)
      /// A button of the alert.
      case alert(Choice)
      /// A choice of the dialog.
      case dialog(Choice)
    }

    /// What the alert and the dialog offer.
    public enum Choice: Equatable, Sendable {
      /// Show the counter sheet next.
      case openCounter
    }

    let dependencies: NavigationDependencies

    public var body: some Reducer<State, Action> {
      ScopeCase(state: .counter, action: .counter) { CounterScreen(fact: dependencies.fact) }
      ScopeCase(state: .note, action: .note) { NoteScreen(save: dependencies.save) }
    }
  }

  /// What the destinations need.
  public let dependencies: NavigationDependencies

  /// Creates the case study's reducer.
  ///
  /// - Parameter dependencies: What the destinations need.
  public init(dependencies: NavigationDependencies) {
    self.dependencies = dependencies
  }

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .counterTapped, .destination(.presented(_, .alert(.openCounter))),
        .destination(.presented(_, .dialog(.openCounter))):
        state.destination = .counter(CounterScreen.State())
      case .noteTapped:
        state.destination = .note(NoteScreen.State())
      case .alertTapped:
        state.destination = .alert(
          AlertState(
            title: "Open the counter?",
            buttons: [ButtonState(title: "Open", action: .openCounter), .cancel("No")]))
      case .dialogTapped:
        state.destination = .dialog(
          ConfirmationDialogState(
            title: "Go to", buttons: [ButtonState(title: "Counter", action: .openCounter)]))
      case .destination(.dismiss):
        if case .counter(let counter)? = state.destination { state.lastCount = counter.count }
      case .destination(.presented(_, .note(.delegate(.saved(let text))))):
        state.notes.append(text)
      case .destination(.presented):
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: .destination) { Destination(dependencies: dependencies) }
  }
}

extension CasePath where Root == DestinationsCaseStudy.Destination.State, Value == CounterScreen.State {
  /// The counter sheet.
  public static var counter: Self {
    CasePath(embed: Root.counter) { if case .counter(let s) = $0 { s } else { nil } }
  }
}

extension CasePath where Root == DestinationsCaseStudy.Destination.State, Value == NoteScreen.State {
  /// The pushed note.
  public static var note: Self {
    CasePath(embed: Root.note) { if case .note(let s) = $0 { s } else { nil } }
  }
}

extension ActionPath where Root == DestinationsCaseStudy.Destination.Action, Value == CounterScreen.Action {
  /// The counter sheet's actions.
  public static var counter: Self {
    ActionPath(embed: Root.counter) { if case .counter(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath where Root == DestinationsCaseStudy.Destination.Action, Value == NoteScreen.Action {
  /// The note's actions.
  public static var note: Self {
    ActionPath(embed: Root.note) { if case .note(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath
where Root == DestinationsCaseStudy.Action, Value == PresentationAction<DestinationsCaseStudy.Destination.Action> {
  /// The destination's actions.
  public static var destination: Self {
    ActionPath(embed: Root.destination) { if case .destination(let a) = $0 { a } else { nil } }
  }
}
