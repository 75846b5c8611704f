public import Foundation
public import Unidirectional
public import UnidirectionalNavigation
public import UnidirectionalPersistence

/// An app of standups, ported from TCA's SyncUps: a list saved to a file, a sheet that adds
/// one, a stack with a detail that edits and deletes its standup and a screen that records a
/// meeting. The list is the source of truth; every screen holds its standup as a plain
/// field, kept in step by one sharing declaration.
public struct StandupsApp: Reducer {
  public struct State: Equatable, Sendable {
    public var standups: IdentifiedArray<Standup>
    @PresentationState public var adding: StandupForm.State?
    public var path = StackState<Screen.State>()

    /// The app over the standups it loaded.
    public init(standups: IdentifiedArray<Standup> = []) {
      self.standups = standups
    }
  }

  public enum Action: Equatable, Sendable {
    case addTapped
    case confirmAdding
    case open(Standup.ID)
    case adding(PresentationAction<StandupForm.Action>)
    case path(StackAction<Screen.State, Screen.Action>)
  }

  /// The screens the stack shows.
  public struct Screen: Reducer {
    public enum State: Equatable, Sendable {
      case detail(StandupDetail.State)
      case record(RecordMeeting.State)
    }

    public enum Action: Equatable, Sendable {
      case detail(StandupDetail.Action)
      case record(RecordMeeting.Action)
    }

    public init() {}

    public var body: some Reducer<State, Action> {
      ScopeCase(state: .detail, action: .detail) { StandupDetail() }
      ScopeCase(state: .record, action: .record) { RecordMeeting() }
    }
  }

  @Dependency(\.uuid) var uuid
  let storage: PersistentStorage<IdentifiedArray<Standup>>

  /// The app, saving its standups to `storage`.
  public init(storage: PersistentStorage<IdentifiedArray<Standup>>) {
    self.storage = storage
  }

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.adding = StandupForm.State(draft: Standup(id: uuid(), seconds: 300))
      case .confirmAdding:
        if let draft = state.adding?.draft { state.standups.append(draft) }
        state.adding = nil
      case .open(let id):
        if let standup = state.standups[id: id] { state.path.append(.detail(.init(standup: standup))) }
      case .path(.element(_, .detail(.startMeetingTapped))):
        if case .detail(let detail)? = state.path.last {
          state.path.append(.record(.init(standup: detail.standup)))
        }
      case .adding, .path:
        break
      }
      return .none
    }
    .sharing(
      elementsOf: \.standups,
      into: .stack(\.path, .case(.detail, .removable(\.$standup))),
      .stack(\.path, .case(.record, .removable(\.$standup))))
    .ifLet(\.$adding, action: .adding) { StandupForm() }
    .forEach(\.path, action: .path) { Screen() }
    .persisting(\.standups, to: storage, debounce: .seconds(1))
  }
}

extension CasePath where Root == StandupsApp.Screen.State, Value == StandupDetail.State {
  /// The detail screen.
  public static var detail: Self {
    CasePath(embed: Root.detail) { if case .detail(let s) = $0 { s } else { nil } }
  }
}

extension CasePath where Root == StandupsApp.Screen.State, Value == RecordMeeting.State {
  /// The recording screen.
  public static var record: Self {
    CasePath(embed: Root.record) { if case .record(let s) = $0 { s } else { nil } }
  }
}

extension ActionPath where Root == StandupsApp.Screen.Action, Value == StandupDetail.Action {
  /// The detail screen's actions.
  public static var detail: Self {
    ActionPath(embed: Root.detail) { if case .detail(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath where Root == StandupsApp.Screen.Action, Value == RecordMeeting.Action {
  /// The recording screen's actions.
  public static var record: Self {
    ActionPath(embed: Root.record) { if case .record(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath where Root == StandupsApp.Action, Value == PresentationAction<StandupForm.Action> {
  /// The add sheet's actions.
  public static var adding: Self {
    ActionPath(embed: Root.adding) { if case .adding(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath
where Root == StandupsApp.Action, Value == StackAction<StandupsApp.Screen.State, StandupsApp.Screen.Action> {
  /// The stack's actions.
  public static var path: Self {
    ActionPath(embed: Root.path) { if case .path(let a) = $0 { a } else { nil } }
  }
}
