/// One line of a collection's dump beside another version of it, as a
/// ``ChangeTrackingCollection`` lists them.
enum CollectionDumpItem {
  /// The element at `offset`, dumped beside `counterpart`, the other version's element with
  /// the same identity, if it still holds one.
  case element(offset: Int, value: Any, counterpart: Any?)
  /// A run of `count` elements equal in both versions, written as one line.
  case unchanged(count: Int)
}
