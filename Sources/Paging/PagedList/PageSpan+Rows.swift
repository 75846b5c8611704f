extension Array {
  /// Adds `delta` to the count of the page that holds row `row`; a row just past the last
  /// page belongs to the last page. Without pages, nothing is kept and nothing changes.
  @usableFromInline
  mutating func adjustCount<Cursor>(atRow row: Int, by delta: Int) where Element == PageSpan<Cursor> {
    guard let index = pageIndex(holdingRow: row) ?? indices.last else { return }
    self[index].count += delta
  }

  /// The index of the page that holds row `row`, if any does.
  @usableFromInline
  func pageIndex<Cursor>(holdingRow row: Int) -> Int? where Element == PageSpan<Cursor> {
    var end = 0
    return firstIndex { page in
      end += page.count
      return row < end
    }
  }
}
