#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension DependencyValues {
  /// Makes ``uuid``, ``date`` and ``randomNumbers`` hand out `reads` first: each generator
  /// the reads of its own kind, in order, then values of its own once those run out.
  ///
  /// What a test printed from a replay sets, so that the test store's reducer reads what
  /// the recorded one read:
  ///
  /// ```swift
  /// var values = DependencyValues(context: .test)
  /// values.handOut([.uuid(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)])
  /// print(values.uuid().uuidString)   // E621E1F8-C36C-495A-93FC-0C247A3E6E5F
  /// print(values.uuid().uuidString)   // 00000000-0000-0000-0000-000000000000
  /// ```
  ///
  /// - Parameter reads: The values to hand out, in the order they were read.
  public mutating func handOut(_ reads: [DependencyRead]) {
    let pending = LockedState(reads)
    // Read only once the reads run out: a test context reports a key without a test value
    // when it is read, and the reads may be all the test needs.
    let own = self
    uuid = UUIDGenerator {
      guard case .uuid(let next) = pending.takeFirst(like: .uuid(UUID())) else { return own.uuid.make() }
      return next
    }
    date = DateGenerator {
      guard case .date(let next) = pending.takeFirst(like: .date(Date())) else { return own.date.now() }
      return next
    }
    randomNumbers = RandomNumberSource(
      HandedOutBits {
        guard case .randomBits(let next) = pending.takeFirst(like: .randomBits(0)) else {
          return own.randomNumbers.draw()
        }
        return next
      })
  }
}

extension LockedState<[DependencyRead]> {
  /// Removes and returns the first read of the same kind as `example`, if any is left.
  fileprivate func takeFirst(like example: DependencyRead) -> DependencyRead? {
    withLock { reads in
      reads.firstIndex { $0.isSameKind(as: example) }.map { reads.remove(at: $0) }
    }
  }
}

/// Random bits from a closure: the generator ``DependencyValues/handOut(_:)`` gives
/// ``RandomNumberSource``.
private struct HandedOutBits: RandomNumberGenerator, Sendable {
  let draw: @Sendable () -> UInt64

  mutating func next() -> UInt64 {
    draw()
  }
}
