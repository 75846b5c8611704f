import Examples
import Unidirectional
import UnidirectionalNavigation

/// Which screen of the stack case study an effect belongs to: the sheet of one
/// presentation, or one screen of the stack, with its kind, so the explorer knows how the
/// effect answers.
enum ScreenRef: Hashable, Sendable {
  /// The timer sheet presented as `id`.
  case sheet(PresentationID)
  /// The stack's screen `id`, of `kind`.
  case screen(StackElementID, Kind)

  /// The kinds of screen, by the effect each runs.
  enum Kind: Hashable, Sendable {
    case counter, timer, note
  }

  /// The screen an action is addressed to, or `nil` for an action of the root.
  init?(addresseeOf action: StackCaseStudy.Action) {
    switch action {
    case .destination(.presented(let id, .timerSheet)):
      self = .sheet(id)
    case .path(.element(let id, .counter)):
      self = .screen(id, .counter)
    case .path(.element(let id, .timer)):
      self = .screen(id, .timer)
    case .path(.element(let id, .note)):
      self = .screen(id, .note)
    default:
      return nil
    }
  }

  /// Whether `state` shows this screen.
  func isShown(in state: StackCaseStudy.State) -> Bool {
    switch self {
    case .sheet(let id):
      guard case .timerSheet? = state.destination else { return false }
      return state.$destination.id == id
    case .screen(let id, _):
      return state.path[id: id] != nil
    }
  }

  /// How the effect answers: a tick, a fact, the end of a save.
  var answer: StackCaseStudy.Action {
    switch self {
    case .sheet(let id): .destination(.presented(id: id, action: .timerSheet(.tick)))
    case .screen(let id, .timer): .path(.element(id: id, action: .timer(.tick)))
    case .screen(let id, .counter): .path(.element(id: id, action: .counter(.factLoaded("fact"))))
    case .screen(let id, .note): .path(.element(id: id, action: .note(.saved)))
    }
  }

  /// This screen as seen from `state`, with ids made relative: its place in the stack, the
  /// sheet shown now, or gone. Two explored states that differ only in how many ids were
  /// minted before are one state.
  func relative(to state: StackCaseStudy.State) -> String {
    guard isShown(in: state) else { return "gone" }
    switch self {
    case .sheet: return "sheet"
    case .screen(let id, let kind): return "\(state.path.ids.firstIndex(of: id)!)-\(kind)"
    }
  }
}
