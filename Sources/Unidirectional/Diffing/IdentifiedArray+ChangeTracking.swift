extension IdentifiedArray: ChangeTrackingCollection {
  /// The elements that the edits between this version and `actual` touched, in order, and a
  /// count for each run of elements between them; `nil` when the edit log cannot tell.
  ///
  /// The log tells when one version descends from the other through edits it still names,
  /// and those edits changed or removed elements without inserting or moving any: an
  /// untouched element then sits in both versions, in the same order, equal. The runs are
  /// counted in the older version; a touched element the newer version removed is in the
  /// older one's rows alone. A version that replaced its elements wholesale, an unrelated
  /// array, or inserted elements, whose places the log does not name, get `nil`.
  ///
  /// - Complexity: O(*k* log *k*), where *k* is the number of edits between the versions:
  ///   at most the log's capacity, whatever the number of elements.
  func dumpRows(beside actual: Any) -> [CollectionDumpRow]? {
    guard let actual = actual as? Self, let edits = Self.edits(between: self, actual) else {
      return nil
    }
    let older = edits.older
    var rows: [CollectionDumpRow] = []
    var runStart = 0
    for position in edits.touched.compactMap({ older.index(id: $0) }).sorted() {
      if position > runStart { rows.append(.unchanged(count: position - runStart)) }
      let id = older[position].id
      rows.append(.element(expected: element(id: id), actual: actual.element(id: id)))
      runStart = position + 1
    }
    if older.count > runStart { rows.append(.unchanged(count: older.count - runStart)) }
    return rows
  }

  /// The position and value of the element `id`, if there is one.
  private func element(id: Element.ID) -> (offset: Int, value: Any)? {
    index(id: id).map { ($0, self[$0]) }
  }

  /// The older of two versions and the ids of the elements the edits since it touched, when
  /// the newer descends from it through edits that changed or removed elements only; `nil`
  /// otherwise.
  private static func edits(
    between one: Self,
    _ another: Self
  ) -> (older: Self, touched: Set<Element.ID>)? {
    let older: Self
    let entries: ArraySlice<EditLog<Element.ID>.Entry>
    if let since = another.edits(since: one.fingerprint) {
      (older, entries) = (one, since)
    } else if let since = one.edits(since: another.fingerprint) {
      (older, entries) = (another, since)
    } else {
      return nil
    }
    var touched: Set<Element.ID> = []
    for entry in entries {
      guard let id = entry.id else { return nil }
      touched.insert(id)
    }
    return (older, touched)
  }
}
