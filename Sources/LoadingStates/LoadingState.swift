/// A four-case view of a loading state: idle, loading, failed, or loaded.
///
/// Use `LoadingState` for a view that has only those four looks and does not care whether
/// a reload or a page is in flight, or whether it failed, as long as there is something to
/// show. Get it from ``DataState/loadingState`` or ``PagingDataState/loadingState``.
///
/// The projection keeps the screen stable: every case that holds a value becomes
/// ``loaded(_:)``, including a reload, a page in flight and their failures, because the
/// screen keeps showing that value. A retry keeps showing the error it retries, as article
/// 000's Case 2 does, so it is ``failed(_:)``: the screen does not flash a spinner between
/// two error views. Read the full state's `isLoading` for the extras (a spinner on the
/// retry button, a refresh indicator) and ``DataState/error`` for a banner.
///
/// | full state | `LoadingState` |
/// |---|---|
/// | `idle` | ``idle`` |
/// | `initialLoading` | ``loading`` |
/// | `loadingFailure(e)`, `retryLoading(e)` | ``failed(_:)`` with `e` |
/// | `success(v)`, `reLoading(v)`, `reLoadingFailure(v, _)`, `paging(v)`, `pagingFailure(v, _)` | ``loaded(_:)`` with `v` |
///
/// In a SwiftUI view (Apple platforms only):
///
/// ```swift apple-only
/// switch profile.loadingState {
/// case .idle, .loading: ProgressView()
/// case .failed(let error): ErrorView(error)
/// case .loaded(let user): ProfileView(user)
/// }
/// ```
public enum LoadingState<Value, Failure: Error> {
  /// Nothing has been loaded and no load has started.
  case idle
  /// A load is in flight and there is no value to show.
  case loading
  /// A load failed and there is no value to show.
  case failed(Failure)
  /// There is a value to show, whatever is in flight or failed on top of it.
  case loaded(Value)
}

extension LoadingState: Equatable where Value: Equatable, Failure: Equatable {}

extension LoadingState: Hashable where Value: Hashable, Failure: Hashable {}

extension LoadingState: Sendable where Value: Sendable {}
