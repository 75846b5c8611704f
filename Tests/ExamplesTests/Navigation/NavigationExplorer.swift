import Examples
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

/// The state-space explorer set up over the stack case study: a timer sheet, an alert and
/// a stack of up to three screens of three kinds, whose effects answer later (a timer
/// re-arms with every tick, so it answers again and again), with late answers of cancelled
/// effects turned on.
enum NavigationExplorer {
  typealias Explorer = StateSpaceExplorer<
    TrackedStackCaseStudy<App>.State, StackCaseStudy.Action, ScreenRef
  >
  typealias App = StackCaseStudy

  /// The deepest stack the user can build.
  static let maxScreens = 3

  /// The explorer over `app`, with the rules every navigation must keep.
  static func explorer<Feature: Reducer<StackCaseStudy.State, StackCaseStudy.Action>>(
    _ app: Feature, lateAnswers: Int = 2
  ) -> StateSpaceExplorer<TrackedStackCaseStudy<Feature>.State, StackCaseStudy.Action, ScreenRef> {
    var explorer = StateSpaceExplorer(
      TrackedStackCaseStudy(app: app),
      initialState: TrackedStackCaseStudy<Feature>.State(app: StackCaseStudy.State()),
      userActions: { userActions(in: $0.app) },
      request: { $0.addressee },
      answers: { flight, _ in [flight.request.answer] },
      abstraction: { explored in Abstract(explored.state.app, flights: explored.flights) }
    )
    explorer.lateAnswers = lateAnswers
    return explorer
      .invariant("no effect of a dismissed, replaced or popped screen runs on") { explored in
        explored.flights.allSatisfy { $0.isCancelled || $0.request.isShown(in: explored.state.app) }
      }
      .invariant("the stack's ids are unique and grow from the bottom up") { explored in
        let ids = explored.state.app.path.ids
        return zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }
      }
      .invariant("at most one destination at a time") { explored in
        (explored.state.app.destination == nil) == (explored.state.app.$destination.id == nil)
      }
      .transitionInvariant("no action of a dismissed, replaced or popped screen is reduced") { step in
        let screenIsGone: Bool
        switch step.cause {
        case .answer(let screen), .lateAnswer(let screen):
          screenIsGone = !screen.isShown(in: step.before.state.app)
        case .user:
          screenIsGone = addressesAGoneScreen(step.action, in: step.before.state.app)
        }
        return !screenIsGone
          || (step.after.state.app == step.before.state.app && step.startedRequests.isEmpty
            && step.cancelledRequests.isEmpty)
      }
  }

  /// What a user can do on the screen `state` shows: push while the stack is short, show
  /// the sheet or the alert, act on what is presented, act on each screen, pop the top.
  static func userActions(in state: StackCaseStudy.State) -> [StackCaseStudy.Action] {
    var actions: [StackCaseStudy.Action] = [.timerSheetTapped, .popToRootTapped]
    if state.path.count < maxScreens {
      actions += [
        .pushTapped(.counter(CounterScreen.State())), .pushTapped(.timer(TimerScreen.State())),
        .pushTapped(.note(NoteScreen.State())),
      ]
    }
    if let id = state.$destination.id {
      actions.append(.destination(.dismiss(id: id)))
      switch state.destination {
      case .timerSheet?:
        actions += [
          .destination(.presented(id: id, action: .timerSheet(.appeared))),
          .destination(.presented(id: id, action: .timerSheet(.closeTapped))),
        ]
      case .alert?:
        actions.append(.destination(.presented(id: id, action: .alert(.confirmPopToRoot))))
      case nil:
        break
      }
    }
    for (id, screen) in zip(state.path.ids, state.path) {
      switch screen {
      case .counter: actions.append(.path(.element(id: id, action: .counter(.factTapped))))
      case .timer: actions.append(.path(.element(id: id, action: .timer(.appeared))))
      case .note: actions.append(.path(.element(id: id, action: .note(.saveTapped))))
      }
    }
    if let top = state.path.ids.last { actions.append(.path(.popFrom(id: top))) }
    return actions + staleActions(in: state)
  }

  /// What the view of a screen that is gone can still send, as a view on its way out does:
  /// the sheet presented before the one shown, and the screen pushed last before the top
  /// one, if it was popped.
  static func staleActions(in state: StackCaseStudy.State) -> [StackCaseStudy.Action] {
    var actions: [StackCaseStudy.Action] = []
    if let shown = state.$destination.id, shown.rawValue > 1 {
      let gone = PresentationID(rawValue: shown.rawValue - 1)
      actions += [
        .destination(.presented(id: gone, action: .timerSheet(.appeared))),
        .destination(.dismiss(id: gone)),
      ]
    }
    let end = state.path.ids.last.map { $0.rawValue + 1 } ?? 0
    let pushedBefore = stride(from: Int(end) - 1, through: 0, by: -1).lazy
      .map { StackElementID(rawValue: UInt($0)) }
    if let gone = pushedBefore.first(where: { state.path[id: $0] == nil }) {
      actions += [
        .path(.element(id: gone, action: .timer(.appeared))), .path(.popFrom(id: gone)),
      ]
    }
    return actions
  }

  /// Whether `action` is addressed to a presentation or a screen that `state` does not show.
  static func addressesAGoneScreen(_ action: StackCaseStudy.Action, in state: StackCaseStudy.State) -> Bool {
    switch action {
    case .destination(let presentation): presentation.id != state.$destination.id
    case .path(.element(let id, _)), .path(.popFrom(let id)), .path(.popTo(let id)): state.path[id: id] == nil
    default: false
    }
  }

  /// A state with its ids made relative and its counters capped, so the explorer can reach
  /// every state although ids and seconds grow forever.
  struct Abstract: Hashable {
    let screens: [String]
    let destination: String
    let flights: [String]
    let hasSavedNotes: Bool

    init(_ state: StackCaseStudy.State, flights: [ExplorerFlight<ScreenRef>]) {
      screens = state.path.map(Self.describe)
      switch state.destination {
      case .timerSheet(let timer)?: destination = "sheet \(min(timer.seconds, 1))"
      case .alert?: destination = "alert"
      case nil: destination = "none"
      }
      self.flights = flights.map { "\($0.request.relative(to: state)) \($0.isCancelled)" }
      hasSavedNotes = !state.savedNotes.isEmpty
    }

    private static func describe(_ screen: StackScreen.State) -> String {
      switch screen {
      case .counter(let counter): "counter \(counter.isLoadingFact) \(counter.fact != nil)"
      case .timer(let timer): "timer \(min(timer.seconds, 1))"
      case .note(let note): "note \(note.isSaving)"
      }
    }
  }
}
