/// Where a requested page goes in the list: it replaces the list, or extends it at the
/// bottom or at the top.
///
/// A `fetch` rarely needs it, since the cursor says which page to bring; a server whose
/// "before" and "after" queries differ reads it to choose one. It is written as its name,
/// `"append"`.
public enum PageLoadKind: String, Hashable, Sendable, Codable {
  /// The page replaces the list: the first load, a refresh, a retry of either, or a
  /// refresh around an item.
  case refresh
  /// The page goes below the last row.
  case append
  /// The page goes above the first row.
  case prepend
}
