/// One row of two versions of a collection dumped side by side, as a
/// ``ChangeTrackingCollection`` lists them: an element of either version or of both, or a
/// run of elements equal in both.
enum CollectionDumpRow {
  /// An element that may differ: its position and value in the expected version and in the
  /// actual one, or `nil` for a version that does not hold it.
  case element(expected: (offset: Int, value: Any)?, actual: (offset: Int, value: Any)?)
  /// A run of `count` elements equal in both versions, written as one line in each.
  case unchanged(count: Int)
}
