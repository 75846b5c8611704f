/// Where a request carries a value: in the URL's query or in a header.
public enum HTTPParameter: Hashable, Sendable {
  /// A query item with this name: `?cursor=c20`.
  case query(String)
  /// A header with this name: `X-Cursor: c20`.
  case header(String)
}
