/// Rows held as a hand-written feature that looks rows up by id would hold them: an array
/// and a `Dictionary` from id to position, in a struct. The bare contender for how an
/// append's cost grows with the list: at 100,000 rows its index no longer fits in the
/// processor's caches, and every hashed index, ours included, pays for that.
struct BareIndexedList {
  /// The rows, in order.
  private(set) var rows: [Item] = []
  /// Where each id's row is in ``rows``.
  private var positions: [Int: Int] = [:]

  /// Appends the rows of `page` whose ids are not listed yet, as an identified append does.
  mutating func append(contentsOf page: [Item]) {
    for item in page where positions[item.id] == nil {
      positions[item.id] = rows.count
      rows.append(item)
    }
  }
}
