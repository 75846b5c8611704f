/// A collection that can tell which of its elements may differ from another version of
/// itself without comparing them all, so that a diff dumps those elements alone.
///
/// ``SideBySideDump`` asks it when both values hold a version of the collection and their
/// fingerprints differ. ``IdentifiedArray`` adopts it through its edit log: when one version
/// descends from the other by edits the log names, only the elements those edits touched
/// are dumped, and each run of elements between them is written as one line,
/// `… 4999 unchanged elements`.
protocol ChangeTrackingCollection {
  /// The rows in which this collection, the expected version, and `actual`, another version
  /// of it, are dumped side by side: the elements that may differ, in order, and a count for
  /// each run of elements equal in both; `nil` when it cannot tell, and every element must
  /// be dumped.
  func dumpRows(beside actual: Any) -> [CollectionDumpRow]?
}
