import DecoderFuzzing
import Foundation

/// Feeds one target's decoder mutated inputs in batches, each batch in a child process,
/// and counts what became of them; a crash or a hang is shrunk and kept as a finding.
struct Campaign {
  /// What a campaign counted.
  struct Tally {
    var inputs = 0
    var rejected = 0
    var accepted = 0
    var slowest = 0
    var findings: [Finding] = []
  }

  let target: FuzzTarget
  let inputCount: Int
  let seed: UInt64
  let batchSize = 200
  /// An input judged slower than this is a finding: rejecting must take time linear in the
  /// input, and no input here is more than a few kilobytes.
  let slowLimit = 2_000

  func run() throws -> Tally {
    let child = ChildProcess(target: target.name, timeLimit: .seconds(60))
    var mutator = Mutator(seeds: target.seeds, seed: seed)
    var tally = Tally()
    var produced = 0
    while produced < inputCount {
      let count = min(batchSize, inputCount - produced)
      let batch = (0..<count).map { _ in mutator.next() }
      try examine(batch, from: produced, with: child, into: &tally)
      produced += count
    }
    return tally
  }

  /// Runs `batch`, whose first input is number `first`; after a crash or a hang, records
  /// the input it stopped on and goes on with the rest.
  private func examine(_ batch: [Data], from first: Int, with child: ChildProcess, into tally: inout Tally) throws {
    var rest = batch[...]
    var index = first
    var shrunkCount = tally.findings.count
    while !rest.isEmpty {
      let run = try child.run(Array(rest))
      for (milliseconds, verdict) in run.finished {
        count(verdict, input: rest[rest.startIndex], index: index, milliseconds: milliseconds, into: &tally)
        rest = rest.dropFirst()
        index += 1
      }
      guard let stop = run.stop, let input = rest.first else { continue }
      let problem =
        switch stop {
        case .hung: "hang"
        case .crashed(let status, let message): "crash (status \(status)): \(message)"
        }
      // Shrinking takes a child run a try: the first few of a campaign are shrunk, the rest
      // kept whole, since most are the same crash again.
      let shrunk = shrunkCount < 3 ? Shrinker(child: child, budget: 150).shrink(input) : input
      shrunkCount += 1
      tally.findings.append(Finding(target: target.name, seed: seed, index: index, problem: problem, input: shrunk))
      tally.inputs += 1
      rest = rest.dropFirst()
      index += 1
    }
  }

  private func count(_ verdict: Verdict, input: Data, index: Int, milliseconds: Int, into tally: inout Tally) {
    tally.inputs += 1
    tally.slowest = max(tally.slowest, milliseconds)
    switch verdict {
    case .rejected: tally.rejected += 1
    case .accepted: tally.accepted += 1
    case .inconsistent(let problem):
      tally.findings.append(
        Finding(target: target.name, seed: seed, index: index, problem: "inconsistent: \(problem)", input: input))
    }
    if milliseconds > slowLimit {
      tally.findings.append(
        Finding(target: target.name, seed: seed, index: index, problem: "slow: \(milliseconds) ms", input: input))
    }
  }
}
