public import ErrorHandling
public import LoadingStates
public import Paging
public import Unidirectional

/// What the paged-list component draws for a ``/LoadingStates/PagingDataState``: the one
/// drawing every component style of article 000 shares. The styles differ only in who owns
/// the state and who drives it.
///
/// A pure function of the state, so it is tested as a function and any renderer (a
/// SwiftUI `List`, a terminal, a snapshot) draws the same thing.
///
/// | state | drawn |
/// |---|---|
/// | `idle` | ``blank``: the view's appearance starts the load; placeholder rows to redact when a placeholder is given |
/// | `initialLoading` | ``spinner``, or placeholder rows to redact when a placeholder is given (Case EX) |
/// | `loadingFailure`, `retryLoading` | ``error(message:isRetrying:)`` with a retry button, busy while the retry it started runs; still while a pull reloads, as the pull shows its own indicator |
/// | any state that holds an empty list | ``empty(isRefreshing:)`` ("nothing here yet"), with the refresh indicator while reloading |
/// | any state with items | ``rows(_:bottom:isRefreshing:isRedacted:)``; the bottom row spins while a page loads and while more pages exist, and retries after a failed page |
///
/// With a placeholder, the screen is the same ``rows(_:bottom:isRefreshing:isRedacted:)``
/// from before the first load until the rows arrive, redacted until then, as Case EX draws
/// `value ?? stub` in one branch: a header and a footer drawn around the rows keep their
/// identity instead of being made again when the rows arrive.
///
/// An empty list draws the empty screen in every case that holds it, as article 000 checks
/// `value.isEmpty` in the branch that every such case shares: a pull to refresh on the
/// empty screen keeps it, with the indicator spinning, instead of a blank list.
public enum PagingListContent<Item: Identifiable & Equatable>: Equatable {
  /// Nothing yet; loading has not started.
  case blank
  /// A full-screen spinner: the first load, with nothing to show.
  case spinner
  /// An error screen with a retry button; `isRetrying` keeps its button busy while the
  /// retry it started runs.
  case error(message: String, isRetrying: Bool)
  /// The list holds no items; `isRefreshing` tells that a reload spins above it.
  case empty(isRefreshing: Bool)
  /// The rows, what sits below the last one, whether a refresh indicator spins, and
  /// whether the rows are placeholders to redact.
  case rows(IdentifiedArray<Item>, bottom: BottomRow, isRefreshing: Bool, isRedacted: Bool)

  /// What sits below the last row.
  public enum BottomRow: Equatable, Sendable {
    /// Nothing: the last page is on screen, or a reload replaces the pages.
    case none
    /// A spinner row: the next page loads, or exists and loads when this row appears. Its
    /// appearance is what asks for that page.
    case loadingMore
    /// An error row with a retry button: the last page failed.
    case retry(message: String)
  }

  /// Draws `state`.
  ///
  /// - Parameters:
  ///   - state: The list's loading state.
  ///   - hasMore: Whether a page after the last row exists: settled rows then end in a
  ///     spinner row whose appearance asks for it, as article 000 draws.
  ///   - placeholder: Rows to show, redacted, during the first load instead of a spinner.
  ///   - loadTrigger: What started the reload in flight, when the caller knows: after a
  ///     pull the error screen's button stays still, since the pull's indicator spins.
  ///   - language: The language of error messages.
  public init(
    _ state: PagingDataState<IdentifiedArray<Item>, AppError>,
    hasMore: Bool,
    placeholder: IdentifiedArray<Item>? = nil,
    loadTrigger: LoadTrigger? = nil,
    language: AppError.Language = .english
  ) {
    if let items = state.value, items.isEmpty {
      let isReloading = if case .reLoading = state { true } else { false }
      self = .empty(isRefreshing: isReloading)
      return
    }
    switch state {
    case .idle:
      self = placeholder.map { .rows($0, bottom: .none, isRefreshing: false, isRedacted: true) } ?? .blank
    case .initialLoading:
      self = placeholder.map { .rows($0, bottom: .none, isRefreshing: false, isRedacted: true) } ?? .spinner
    case .loadingFailure(let error):
      self = .error(message: error.userMessage(in: language), isRetrying: false)
    case .retryLoading(let error):
      self = .error(message: error.userMessage(in: language), isRetrying: loadTrigger != .pull)
    case .success(let items), .reLoadingFailure(let items, _):
      self = .rows(items, bottom: hasMore ? .loadingMore : .none, isRefreshing: false, isRedacted: false)
    case .reLoading(let items):
      self = .rows(items, bottom: .none, isRefreshing: true, isRedacted: false)
    case .paging(let items):
      self = .rows(items, bottom: .loadingMore, isRefreshing: false, isRedacted: false)
    case .pagingFailure(let items, let error):
      self = .rows(items, bottom: .retry(message: error.userMessage(in: language)), isRefreshing: false, isRedacted: false)
    }
  }
}
