import Unidirectional
import UnidirectionalNavigation
import UnidirectionalPersistence

/// A list of meetings shown by the screens of an app: a row each, a pushed detail screen on
/// a stack, and a sheet; each screen holds its meeting as a plain field, and the list is the
/// source of truth.
struct Meeting: Identifiable, Equatable, Codable {
  let id: Int
  var title: String
}

/// A screen that shows and edits one meeting, and can delete it.
struct MeetingDetail: Reducer {
  struct State: Equatable { @SharedElement var meeting: Meeting }
  enum Action: Equatable { case rename(String), delete }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rename(let title): state.meeting.title = title
    case .delete: state.$meeting.remove()
    }
    return .none
  }
}

/// A row of the list: the meeting and whether the row is expanded.
struct MeetingRow: Reducer {
  struct State: Equatable, Identifiable {
    var meeting: Meeting
    var isExpanded = false
    var id: Int { meeting.id }
  }
  enum Action: Equatable { case rename(String), toggle }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rename(let title): state.meeting.title = title
    case .toggle: state.isExpanded.toggle()
    }
    return .none
  }
}

/// The screens a stack can show: a meeting's detail, or notes that show no meeting.
struct MeetingScreen: Reducer {
  enum State: Equatable {
    case detail(MeetingDetail.State)
    case notes(String)
  }
  enum Action: Equatable { case detail(MeetingDetail.Action) }

  var body: some Reducer<State, Action> {
    ScopeCase(state: .detail, action: .detail) { MeetingDetail() }
  }
}

/// The app: the list of meetings, shared by id into its rows, the sheet and every detail
/// screen of the stack.
struct Meetings: Reducer {
  struct State: Equatable {
    var meetings: IdentifiedArray<Meeting>
    var rows: IdentifiedArray<MeetingRow.State> = []
    @PresentationState var sheet: MeetingDetail.State?
    var path = StackState<MeetingScreen.State>()
  }

  enum Action: Equatable {
    case rows(IdentifiedAction<Int, MeetingRow.Action>)
    case sheet(PresentationAction<MeetingDetail.Action>)
    case path(StackAction<MeetingScreen.State, MeetingScreen.Action>)
    case showRows
    case open(Int)
    case present(Int)
    case rename(Int, String)
    case delete(Int)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .showRows:
        state.rows = IdentifiedArray(uniqueElements: state.meetings.map { MeetingRow.State(meeting: $0) })
      case .open(let id):
        if let meeting = state.meetings[id: id] { state.path.append(.detail(.init(meeting: meeting))) }
      case .present(let id):
        state.sheet = state.meetings[id: id].map { MeetingDetail.State(meeting: $0) }
      case .rename(let id, let title):
        state.meetings[id: id]?.title = title
      case .delete(let id):
        state.meetings.remove(id: id)
      case .rows, .sheet, .path:
        break
      }
      return .none
    }
    .sharing(
      elementsOf: \.meetings,
      into: .each(\.rows, .field(\.meeting)),
      .presented(\.$sheet, .removable(\.$meeting)),
      .stack(\.path, .case(.detail, .removable(\.$meeting))))
    .forEach(\.rows, action: .rows) { MeetingRow() }
    .ifLet(\.$sheet, action: .sheet) { MeetingDetail() }
    .forEach(\.path, action: .path) { MeetingScreen() }
  }
}

extension CasePath where Root == MeetingScreen.State, Value == MeetingDetail.State {
  static var detail: Self {
    CasePath(embed: Root.detail) { if case .detail(let s) = $0 { s } else { nil } }
  }
}

extension ActionPath where Root == MeetingScreen.Action, Value == MeetingDetail.Action {
  static var detail: Self {
    ActionPath(embed: Root.detail) { if case .detail(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath where Root == Meetings.Action, Value == IdentifiedAction<Int, MeetingRow.Action> {
  static var rows: Self {
    ActionPath(embed: Root.rows) { if case .rows(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath where Root == Meetings.Action, Value == PresentationAction<MeetingDetail.Action> {
  static var sheet: Self {
    ActionPath(embed: Root.sheet) { if case .sheet(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath
where Root == Meetings.Action, Value == StackAction<MeetingScreen.State, MeetingScreen.Action> {
  static var path: Self {
    ActionPath(embed: Root.path) { if case .path(let a) = $0 { a } else { nil } }
  }
}
