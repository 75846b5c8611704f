/// What the walk's server answered a request, as the reference model hears it.
enum PagingAnswer: Hashable, Sendable {
  /// A page of items, and where the next one starts (`nil`: this was the last).
  case page(ids: [Int], nextCursor: Int?)
  /// A network failure.
  case failure
  /// A cancellation the source reported by itself.
  case cancelledBySource
}
