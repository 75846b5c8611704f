import LoadingStates

extension PagingState {
  /// The first way the bookkeeping disagrees with what the state shows, its list kept
  /// under `options`, or `nil`: what ``PagingFeature/bookkeepingViolation(in:)`` checks
  /// under its feature's options, and decoding under the options every list keeps.
  ///
  /// - Parameter options: The rules the list keeps.
  /// - Returns: The disagreement, as a sentence, or `nil`.
  func bookkeepingViolation(under options: PagedListOptions) -> String? {
    let phase = _status.phase
    let expectedKind: PageLoadKind? =
      switch phase {
      case .initialLoading, .reLoading, .retryLoading: .refresh
      case .paging: .append
      default: nil
      }
    if _requests.inFlight?.request.kind != expectedKind {
      let kind = _requests.inFlight.map { $0.request.kind == .append ? "an append request" : "a \($0.request.kind) request" } ?? "no request"
      return "the list is \(phase.rawValue) with \(kind) out"
    }
    if _previousRequests.isWaiting != top.isLoading {
      return "the top is \(top.isLoading ? "" : "not ")loading, but its ledger disagrees"
    }
    if !phase.holdsValue, !items.isEmpty {
      return "the list is \(phase.rawValue) but holds \(items.count) rows"
    }
    return _pagedList.invariantViolation(under: options)
  }
}
