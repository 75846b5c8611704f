/// A handle on the effects that one ``Store/send(_:)`` started.
///
/// Await ``finish()`` to know when those effects have ended, for example to end a
/// pull-to-refresh spinner once the reload settles, or ``cancel()`` them together. In a
/// SwiftUI list (Apple platforms only):
///
/// ```swift apple-only
/// List(items) { … }
///   .refreshable { await store.send(.refresh).finish() }
/// ```
public struct StoreTask: Sendable {
  private let batch: EffectBatch?

  @usableFromInline
  package init(batch: EffectBatch?) {
    self.batch = batch
  }

  /// Suspends until every effect the action started has ended, including effects that
  /// start later as steps of a concatenation.
  @MainActor
  public func finish() async {
    await batch?.wait()
  }

  /// Cancels every effect the action started; actions they send afterwards are dropped.
  @MainActor
  public func cancel() {
    batch?.cancel()
  }

  /// Whether every effect the action started has ended.
  @MainActor
  public var isFinished: Bool {
    batch?.isFinished ?? true
  }
}
