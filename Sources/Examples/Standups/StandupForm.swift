public import Unidirectional

/// Edits a draft of a standup: its title and length.
public struct StandupForm: Reducer {
  public struct State: Equatable, Sendable {
    public var draft: Standup

    /// A form over `draft`.
    public init(draft: Standup) {
      self.draft = draft
    }
  }

  public enum Action: Equatable, Sendable {
    case rename(String)
    case setSeconds(Int)
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rename(let title): state.draft.title = title
    case .setSeconds(let seconds): state.draft.seconds = max(1, seconds)
    }
    return .none
  }
}
