public import Unidirectional

/// A task a feature started, as the state-space explorer tracks it: the request it stands
/// for, and whether the feature has cancelled it since.
///
/// The explorer's oracle lists the actions a flight may deliver. A cancelled flight can still
/// deliver one late answer, the way a slow server answers a request the app gave up on; the
/// feature must ignore it.
public struct ExplorerFlight<Request: Hashable>: Hashable {
  /// What the task was started for, read from the state right after it started.
  public let request: Request

  /// Whether the feature cancelled the task after starting it.
  @inlinable public var isCancelled: Bool { storedIsCancelled }

  @usableFromInline var storedIsCancelled: Bool

  /// The cancellation ids the task was started with.
  @usableFromInline let ids: [EffectID]

  @inlinable
  init(request: Request, ids: [EffectID]) {
    self.request = request
    storedIsCancelled = false
    self.ids = ids
  }
}

extension ExplorerFlight: Sendable where Request: Sendable {}
