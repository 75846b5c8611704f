extension PagedList {
  /// The first invariant the list breaks under `options`, as a sentence, or `nil` when it
  /// keeps them all.
  ///
  /// The invariants: the pages' counts are not negative, none is more than the rows, and
  /// they add up to the rows; a window
  /// holds at most `maxPages` pages, at least 1; and a list that ends below its rows ends
  /// after its last page. The rows' ids are
  /// unique by construction (`IdentifiedArray`). Every event checks them in debug builds;
  /// a test of a list built by hand can ask directly.
  ///
  /// - Parameter options: The rules the list keeps.
  /// - Returns: The broken invariant, or `nil`.
  /// - Complexity: O(*p*) for *p* pages.
  public func invariantViolation(under options: PagedListOptions) -> String? {
    if let problem = options.problem { return problem }
    if let negative = pages.firstIndex(where: { $0.count < 0 }) {
      return "page \(negative) holds \(pages[negative].count) rows"
    }
    if let past = pages.indices.first(where: { pages[$0].count > rows.count }) {
      return "page \(past) holds \(pages[past].count) rows, but the list shows \(rows.count)"
    }
    // Each count is at most the rows', so the sum cannot pass Int.max.
    let counted = pages.reduce(0) { $0 + $1.count }
    if counted != rows.count {
      return "the pages hold \(counted) rows, but the list shows \(rows.count)"
    }
    if let maxPages = options.maxPages, pages.count > maxPages {
      return "the list holds \(pages.count) pages, past its window of \(maxPages == 1 ? "1 page" : "\(maxPages) pages")"
    }
    if below == .end, let last = pages.last, last.nextCursor != nil {
      return "the list ends below its rows, but its last page names a next one"
    }
    return nil
  }

  /// Traps with the broken invariant, in debug builds.
  @inlinable
  func checkInvariants(_ options: PagedListOptions) {
    #if DEBUG
      if let violation = invariantViolation(under: options) {
        preconditionFailure("PagedList: \(violation)")
      }
    #endif
  }
}
