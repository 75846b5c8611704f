import LoadingStates
import Paging
import Unidirectional

/// The chat's state, with the task the last action that started one started.
///
/// A chat has a ledger for each direction, and both can hold a request, so the state alone
/// does not say which one an action just started; ``ChatTracking`` notes it here for the
/// explorer to read.
struct TrackedChat: Hashable {
  var chat: Chat.State
  var started: ChatFlight?
}

/// Runs a chat feature and notes in the state which request each action started.
struct ChatTracking<Feature: Reducer<Chat.State, Chat.Action>>: Reducer {
  let feature: Feature
  let refreshMode: RefreshMode

  func reduce(into state: inout TrackedChat, action: Chat.Action) -> Effect<Chat.Action> {
    let before = state.chat
    let effect = feature.reduce(into: &state.chat, action: action)
    let after = state.chat
    if after.previousRequests.nextID > before.previousRequests.nextID, let top = after.previousRequests.inFlight {
      state.started = ChatFlight(answer: .previousPage, inFlight: top)
    } else if after.requests.nextID > before.requests.nextID, let bottom = after.requests.inFlight {
      let rows = reloadsPages(action, in: before) ? before.list.value?.count : nil
      state.started = ChatFlight(answer: rows.map { .pages(rows: $0) } ?? .page, inFlight: bottom)
    }
    return effect
  }

  /// Whether `action` reloads every loaded page, as the feature documents: a refresh, or
  /// the retry of a failed one, with rows on screen, in ``RefreshMode/loadedPages``.
  private func reloadsPages(_ action: Chat.Action, in state: Chat.State) -> Bool {
    guard refreshMode == .loadedPages, state.list.value != nil else { return false }
    switch action {
    case .refresh: return true
    case .retry: return state.list.phase == .reLoadingFailure
    default: return false
    }
  }
}
