import LoadingStates

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
    let phase = state._status.phase
    let expectedKind: PageLoadKind? =
      switch phase {
      case .initialLoading, .reLoading, .retryLoading: .refresh
      case .paging: .append
      default: nil
      }
    if state._requests.inFlight?.request.kind != expectedKind {
      let kind = state._requests.inFlight.map { $0.request.kind == .append ? "an append request" : "a \($0.request.kind) request" } ?? "no request"
      return "the list is \(phase.rawValue) with \(kind) out"
    }
    if state._previousRequests.isWaiting != state.top.isLoading {
      return "the top is \(state.top.isLoading ? "" : "not ")loading, but its ledger disagrees"
    }
    if !phase.holdsValue, !state.items.isEmpty {
      return "the list is \(phase.rawValue) but holds \(state.items.count) rows"
    }
    return state._pagedList.invariantViolation(under: configuration.list)
  }
}
