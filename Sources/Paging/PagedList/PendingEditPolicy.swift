/// What a refresh does with the optimistic edits the server has not confirmed yet.
///
/// A refresh always lets the server win over the rows on screen. An edit sent with
/// `pending: true` (a like on its way to the server) is kept in the state until
/// ``PagingAction/editSettled(_:)``; this policy says whether a refresh applies it
/// again over the server's rows or forgets it.
public enum PendingEditPolicy: Hashable, Sendable {
  /// Pending edits are applied again over every refreshed list and every new page until
  /// they settle, so a like does not flicker away while its request is out. The default.
  case keptUntilSettled
  /// A refresh forgets pending edits: the server's rows win, whatever is on its way.
  case droppedOnRefresh
}
