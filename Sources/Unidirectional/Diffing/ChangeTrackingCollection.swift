/// A collection that can tell which of its elements may differ from another version of
/// itself without comparing them all, so that a diff dumps those elements alone.
///
/// ``valueDiff(_:_:)`` asks it when both values hold a version of the collection whose
/// fingerprints differ. ``IdentifiedArray`` adopts it through its edit log: when one version
/// descends from the other by edits the log names, only the elements those edits touched
/// are dumped, and each run of elements between them is written as one line,
/// `… 4999 unchanged elements`.
protocol ChangeTrackingCollection {
  /// The lines of this collection's dump beside `other`, another version of it: the
  /// elements that may differ, in order, and a count for each run of elements that are
  /// equal in both; `nil` when it cannot tell, and every element must be dumped.
  ///
  /// Both versions must answer with the same runs, in the same order, so that their dumps
  /// line up: `a.dumpItems(beside: b)` and `b.dumpItems(beside: a)` differ only in the
  /// elements each holds.
  func dumpItems(beside other: Any) -> [CollectionDumpItem]?
}
