import TestSupport
import Testing
import Unidirectional

/// A child feature's reason for ignoring an action reaches a log wrapped around its parent,
/// whichever way the parent composes it.
@MainActor
struct IgnoredReasonTests {
  /// A door that says why opening an open door does nothing.
  struct Door: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      var id = 0
      var isOpen = false
    }

    enum Action: Equatable, Sendable {
      case open
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.isOpen = true
      return .none
    }

    func reasonForIgnoring(_ action: Action, in state: State) -> String? {
      state.isOpen ? "open ignored: the door is already open" : nil
    }
  }

  struct House: Reducer {
    struct State: Equatable {
      var front = Door.State(isOpen: true)
      var cellar: Door.State? = Door.State(isOpen: true)
      var rooms: IdentifiedArray<Door.State> = [Door.State(id: 7, isOpen: true)]
      var visits = 0
    }

    enum Action: Equatable, Sendable {
      case front(Door.Action)
      case cellar(Door.Action)
      case rooms(IdentifiedAction<Int, Door.Action>)
      case knock
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.front, action: .front) { Door() }
      Reduce { _, _ in .none }
        .ifLet(\.cellar, action: .cellar) { Door() }
        .forEach(\.rooms, action: .rooms) { Door() }
    }
  }

  private func loggedLines(after action: House.Action, in state: House.State = House.State()) -> [String] {
    let log = Journal<String>()
    var state = state
    _ = House().logChanges(to: log.append).reduce(into: &state, action: action)
    return log.entries.flatMap { $0.split(separator: "\n").map(String.init) }
  }

  @Test func aScopedChildsReasonIsLoggedByTheParentsLog() {
    // Given a house whose front door is open
    // When the front door is opened again
    let lines = loggedLines(after: .front(.open))

    // Then the door's reason follows the action, where the state diff would be
    #expect(
      lines == [
        "received action:",
        "  .front(.open)",
        "  open ignored: the door is already open",
      ]
    )
  }

  @Test func anIfLetChildsReasonIsLoggedByTheParentsLog() {
    // Given a house whose cellar door is open
    // When the cellar door is opened again
    let lines = loggedLines(after: .cellar(.open))

    // Then the door's reason is the log's last line
    #expect(lines.last == "  open ignored: the door is already open")
  }

  @Test func aForEachElementsReasonIsLoggedByTheParentsLog() {
    // Given a house whose room 7 has its door open
    // When that door is opened again
    let lines = loggedLines(after: .rooms(.element(id: 7, action: .open)))

    // Then the door's reason is the log's last line
    #expect(lines.last == "  open ignored: the door is already open")
  }

  @Test func anActionForAnAbsentChildStatesNoReason() {
    // Given a house without a cellar
    var house = House.State()
    house.cellar = nil

    // When the cellar door is opened
    let lines = loggedLines(after: .cellar(.open), in: house)

    // Then nothing claims a reason it does not have
    #expect(lines.last == "  (no state change)")
  }

  @Test func aBodyBasedParentGivesItsChildsReasonToWhoeverAsks() {
    // Given a house whose front door is open, and a closed one
    let house = House()
    var closed = House.State()
    closed.front.isOpen = false

    // Then the house answers with the door's reason, and only when the door ignores it
    #expect(house.reasonForIgnoring(.front(.open), in: House.State()) == "open ignored: the door is already open")
    #expect(house.reasonForIgnoring(.front(.open), in: closed) == nil)
    #expect(house.reasonForIgnoring(.knock, in: House.State()) == nil)
  }

  @Test func combiningReducersKeepsTheFirstReasonInTheOrderTheyRun() {
    // Given two doors combined both ways a builder and `combined(with:)` offer
    let first = Reduce<Door.State, Door.Action> { _, _ in .none }
    let combined = CombineReducers { first; Door() }
    let paired = first.combined(with: Door())
    let erased = Reduce(Door())

    // Then each gives the door's reason
    let reason = "open ignored: the door is already open"
    #expect(combined.reasonForIgnoring(.open, in: Door.State(isOpen: true)) == reason)
    #expect(paired.reasonForIgnoring(.open, in: Door.State(isOpen: true)) == reason)
    #expect(erased.reasonForIgnoring(.open, in: Door.State(isOpen: true)) == reason)
  }
}

extension ActionPath where Root == IgnoredReasonTests.House.Action, Value == IgnoredReasonTests.Door.Action {
  static var front: Self {
    ActionPath(embed: Root.front) { if case .front(let action) = $0 { action } else { nil } }
  }

  static var cellar: Self {
    ActionPath(embed: Root.cellar) { if case .cellar(let action) = $0 { action } else { nil } }
  }
}

extension ActionPath
where Root == IgnoredReasonTests.House.Action, Value == IdentifiedAction<Int, IgnoredReasonTests.Door.Action> {
  static var rooms: Self {
    ActionPath(embed: Root.rooms) { if case .rooms(let action) = $0 { action } else { nil } }
  }
}
