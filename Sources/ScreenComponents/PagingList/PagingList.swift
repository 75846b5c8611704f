public import ErrorHandling
import LoadingStates
public import Paging
public import Unidirectional

/// Article 000's paged-list component over a `PagingFeature` store: it draws through
/// ``PagingListContent`` and turns what the view sees into the feature's actions.
///
/// The view asks for nothing by itself: it reports what appeared and what was tapped. The
/// spinner row below the rows is what asks for the next page, as the article's
/// `ProgressView().onAppear { fetchMore() }` does: a SwiftUI view calls
/// ``bottomRowAppeared()`` from that row's `.onAppear`. The feature decides whether a page
/// loads, so a row that appears twice, or while a refresh runs, starts nothing twice.
///
/// ```swift
/// let feed = PagingFeature<Post, String>(pageSize: 20) { request in
///   try await api.posts(after: request.cursor, limit: request.pageSize)
/// }
/// let list = PagingList(store: Store(initialState: PagingFeature<Post, String>.State(), reducer: feed))
/// list.appeared()  // the first page loads: content is .spinner
/// if case .rows(_, bottom: .loadingMore, _, _) = list.content {
///   list.bottomRowAppeared()  // the spinner row scrolled into view: the next page loads
/// }
/// ```
@MainActor
public struct PagingList<Item: Identifiable & Equatable & Sendable, Cursor: Equatable & Sendable>
where Item.ID: Sendable {
  /// The store of the list's feature.
  public let store: StoreOf<PagingFeature<Item, Cursor>>
  private let placeholder: IdentifiedArray<Item>?
  private let language: AppError.Language

  /// Creates the component over `store`.
  ///
  /// - Parameters:
  ///   - store: The store of the list's feature.
  ///   - placeholder: Rows to show, redacted, during the first load instead of a spinner
  ///     (Case EX).
  ///   - language: The language of error messages.
  public init(
    store: StoreOf<PagingFeature<Item, Cursor>>,
    placeholder: IdentifiedArray<Item>? = nil,
    language: AppError.Language = .english
  ) {
    self.store = store
    self.placeholder = placeholder
    self.language = language
  }

  /// What the list draws now; reading it in a view's body observes the store.
  public var content: PagingListContent<Item> {
    PagingListContent(store.state, placeholder: placeholder, language: language)
  }

  /// The list appeared: the first page loads, as the feature's appearance policy says.
  public func appeared() {
    store.send(.appear)
  }

  /// The list went away: its requests are cancelled.
  public func disappeared() {
    store.send(.disappear)
  }

  /// A row appeared: near the end, the feature prefetches the next page.
  public func rowAppeared(_ id: Item.ID) {
    store.send(.itemAppeared(id))
  }

  /// The spinner row below the rows appeared: the next page loads.
  public func bottomRowAppeared() {
    store.send(.reachBottom)
  }

  /// A retry button, on the error screen or on the error row below the rows.
  public func retryTapped() {
    store.send(.retry)
  }

  /// Pull to refresh: returns when the reload it started has ended, at once when the
  /// feature started none (a refresh it ignores while a page loads), so the refresh
  /// indicator spins exactly as long as a reload runs.
  public func refreshPulled() async {
    await store.send(.refresh, while: \.list.isLoading)
  }
}
