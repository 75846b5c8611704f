import Paging

/// A request a ``ScriptedPageSource`` is answering: the latency it sleeps, and which
/// attempt at its cursor it is.
struct PendingFetch<Cursor: Sendable>: Sendable {
  let id: Int
  let request: PageRequest<Cursor>
  let latency: Duration
  let attempt: Int
}
