extension PagingFeature {
  /// The first way the state's bookkeeping disagrees with what it shows, as a sentence, or
  /// `nil` when they agree; every action checks it in debug builds.
  ///
  /// The bookkeeping agrees when a request of the main direction is out exactly while the
  /// list loads or pages (a first page or reload while loading, a next page while paging),
  /// the top's request exactly while the top loads, no rows are held in a case that shows
  /// none, and the list keeps its own invariants.
  ///
  /// - Parameter state: A state the feature produced.
  /// - Returns: The disagreement, or `nil`.
  public func bookkeepingViolation(in state: State) -> String? {
    state.bookkeepingViolation(under: configuration.list)
  }
}
