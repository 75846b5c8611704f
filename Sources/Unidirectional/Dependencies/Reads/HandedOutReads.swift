/// The recorded values a ``HandingOutReducer`` still has to hand out, shared by its copies.
final class HandedOutReads: Sendable {
  /// The tap that hands them out: a read gets the first value left of its kind, else the
  /// generator's own.
  let tap: DependencyReadTap

  /// Values to hand out, in the order they were read.
  ///
  /// - Parameter reads: The values.
  init(_ reads: [DependencyRead]) {
    let pending = LockedState(reads)
    tap = DependencyReadTap { read in
      pending.withLock { pending in
        pending.firstIndex { $0.isSameKind(as: read) }.map { pending.remove(at: $0) } ?? read
      }
    }
  }
}
