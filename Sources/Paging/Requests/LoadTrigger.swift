/// What the user did that started the load in flight: how a screen tells a pull to refresh,
/// whose indicator the system draws, from its retry button, which spins itself.
///
/// Article 000 keeps the error screen up while a retry runs (`retryLoading`) so that a pull
/// from that screen shows one indicator, the pull's. A retry the error screen's button
/// started has no pull indicator, so the button spins instead. The loading state is the same
/// for both; ``PagingState/loadTrigger`` and ``LoadFeature/State/loadTrigger`` say which it
/// was, and the screen components draw the busy button only for the button's retry.
///
/// ```swift
/// let feed = PagingFeature<Post, Int> { _ in Page(items: [], nextCursor: nil) }
/// var state = PagingState<Post, Int>(list: .loadingFailure(.network))
/// _ = feed.reduce(into: &state, action: .refresh)
/// print(state.list.phase == .retryLoading, state.loadTrigger == .pull)  // true true
/// ```
public enum LoadTrigger: Hashable, Sendable {
  /// The screen appeared.
  case appearance
  /// The user pulled to refresh.
  case pull
  /// The user tapped retry.
  case retry
  /// The user jumped to a row (`refreshAround`).
  case jump
}
