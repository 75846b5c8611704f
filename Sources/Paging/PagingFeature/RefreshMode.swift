/// What ``PagingFeature`` reloads on a refresh.
public enum RefreshMode: Hashable, Sendable {
  /// The first page only: the list starts over, as pull-to-refresh expects. The default.
  case firstPage
  /// As many rows as the list shows, page after page in order, from the page at its top;
  /// the rows stay on screen until the last of those pages arrives and then are replaced at
  /// once, so the user keeps their place.
  case loadedPages
}
