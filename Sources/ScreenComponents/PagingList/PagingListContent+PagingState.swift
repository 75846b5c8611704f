public import ErrorHandling
public import Paging
public import Unidirectional

extension PagingListContent where Item: Sendable, Item.ID: Sendable {
  /// Draws the list of a `PagingFeature`: its rows, a spinner row below them while its
  /// next page is not the end of the list, and its error screen's retry button busy only
  /// when that button started the retry (``/Paging/PagingState/loadTrigger``).
  ///
  /// - Parameters:
  ///   - state: The feature's state.
  ///   - placeholder: Rows to show, redacted, during the first load instead of a spinner.
  ///   - language: The language of error messages.
  public init<Cursor>(
    _ state: PagingState<Item, Cursor>,
    placeholder: IdentifiedArray<Item>? = nil,
    language: AppError.Language = .english
  ) {
    let hasMore = if case .end = state.nextPage { false } else { true }
    self.init(
      state.list, hasMore: hasMore, placeholder: placeholder, loadTrigger: state.loadTrigger, language: language)
  }
}
