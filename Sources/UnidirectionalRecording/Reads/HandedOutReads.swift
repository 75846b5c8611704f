import Unidirectional
/// The recorded values a ``HandingOutReducer`` still has to hand out, shared by its copies.
final class HandedOutReads: Sendable {
  /// The tap that hands them out: a read gets the first value left of its kind, else one
  /// the generator makes.
  let tap: DependencyReadTap

  /// Values to hand out, in the order they were read.
  ///
  /// - Parameter reads: The values.
  init(_ reads: [DependencyRead]) {
    let pending = LockedState(reads)
    tap = DependencyReadTap { kind, make in
      let handedOut = pending.withLock { pending in
        pending.firstIndex { $0.kind == kind }.map { pending.remove(at: $0) }
      }
      return handedOut ?? make()
    }
  }
}
