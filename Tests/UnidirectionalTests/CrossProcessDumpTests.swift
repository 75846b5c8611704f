import TestSupport
import Testing
import Unidirectional

@testable import DumpProbe

/// Dumps made in different processes, whose random hash seeds lay out hash tables, sets and
/// dictionaries differently.
struct CrossProcessDumpTests {
  /// The probe runs without `SWIFT_DETERMINISTIC_HASHING`, so each process hashes with a
  /// random seed of its own.
  static let ownHashSeed: [String: String?] = ["SWIFT_DETERMINISTIC_HASHING": nil]

  @Test func aDumpHoldingAnIdentifiedArrayIsTheSameInEveryProcess() throws {
    // Given a probe that dumps fifty rows with string ids in an IdentifiedArray, and the
    // dump of the same value made in this process
    let probe = try ProbeBinary.locate("DumpProbe")
    let dumpHere = structuralDump(Catalog.sample) + "\n"

    // When the probe runs twice, each time with a hash seed of its own
    let first = try probe.run(environment: Self.ownHashSeed)
    let second = try probe.run(environment: Self.ownHashSeed)

    // Then both runs exit cleanly and print exactly the dump made here
    #expect(first.termination == .exited(0))
    #expect(second.termination == .exited(0))
    #expect(
      first.output == second.output,
      "The two runs differ:\n\(lineDiff(first.output, second.output) ?? "")"
    )
    #expect(
      first.output == dumpHere,
      "The probe and this process differ:\n\(lineDiff(dumpHere, first.output) ?? "")"
    )
  }
}
