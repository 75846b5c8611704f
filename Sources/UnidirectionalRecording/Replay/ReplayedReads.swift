package import Unidirectional
/// The values a replayed reducer reads from the built-in generators: each entry's recorded
/// values handed back in order, and what the reducer read, to compare.
///
/// A read of the kind the recording holds next gets the recorded value, and the generator
/// is not asked; any other read gets the generator's own value and makes the step
/// disagree, since the replay can no longer give what the session gave.
package final class ReplayedReads: Sendable {
  /// The current entry's recorded values, and what the reducer read so far.
  private let reads = LockedState<(recorded: [DependencyRead], given: [DependencyRead])>(([], []))
  /// The tap installed around each replayed reduce.
  private let tap: DependencyReadTap

  /// Starts with no entry.
  package init() {
    tap = Self.tap(over: reads)
  }

  /// Runs `reduce`, handing it `recorded`, and returns what it returned with the values
  /// it got.
  ///
  /// - Parameters:
  ///   - recorded: The values the entry's reducer read in the session.
  ///   - reduce: The replayed reduce.
  /// - Returns: What `reduce` returned, and the values it was given, in order.
  package func handing<Result>(_ recorded: [DependencyRead], to reduce: () -> Result) -> (Result, given: [DependencyRead]) {
    reads.withLock { $0 = (recorded, []) }
    let result = DependencyReadTap.withInstalled(tap, reduce)
    return (result, reads.withLock { $0.given })
  }

  /// Gives a read of the kind the recording holds next the recorded value, any other one
  /// the generator makes, and notes what it gave.
  private static func tap(
    over reads: LockedState<(recorded: [DependencyRead], given: [DependencyRead])>
  ) -> DependencyReadTap {
    DependencyReadTap { kind, make in
      let recorded = reads.withLock { reads in
        let index = reads.given.count
        return index < reads.recorded.count && reads.recorded[index].kind == kind ? reads.recorded[index] : nil
      }
      let given = recorded ?? make()
      reads.withLock { $0.given.append(given) }
      return given
    }
  }
}
