/// What ``PagingFeature`` does with a refresh while a page request is out: a pull to
/// refresh, and a jump to a row (`refreshAround`) alike.
///
/// Article 000 guards every request with `isLoading || isPaging`, so its refresh does
/// nothing while a page loads. The package's default lets the refresh win instead: the user
/// asked for fresh data, and the page being loaded belongs to the list they are replacing.
public enum RefreshWhilePaging: Hashable, Sendable {
  /// The refresh cancels the page request and reloads the first page, keeping the rows on
  /// screen: the default.
  case cancelsThePage
  /// The refresh is ignored while the page loads, as in article 000, and its `StoreTask`
  /// ends at once, as the article's guard returns at once: a pull-to-refresh spinner does
  /// not stay up for a refresh that never runs.
  case isIgnored
}
