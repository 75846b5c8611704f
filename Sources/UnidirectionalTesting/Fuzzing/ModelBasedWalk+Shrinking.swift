// Shrinking: delta debugging over the steps, then simpler versions of single steps, until
// neither finds anything to take away. Every candidate is replayed on a fresh system, and
// a candidate that fails is cut right after its own first mismatch: the steps after it do
// not matter.

extension ModelBasedWalk {
  /// The fewest, simplest steps found that still fail, with their mismatch.
  ///
  /// - Parameters:
  ///   - steps: Steps whose replay fails with `mismatch`.
  ///   - mismatch: Where and how they fail.
  nonisolated(nonsending) func shrink(
    _ steps: [Step],
    failingWith mismatch: WalkMismatch
  ) async -> ([Step], WalkMismatch) {
    var best = (steps: Array(steps.prefix(mismatch.stepIndex + 1)), mismatch: mismatch)
    var changed = true
    while changed {
      let removed = await removeChunks(from: &best)
      let simplified = await simplifySteps(of: &best)
      changed = removed || simplified
    }
    return best
  }

  /// Tries removing runs of steps, of half the length first, then of halving lengths down
  /// to single steps; keeps every removal after which the replay still fails.
  nonisolated(nonsending) private func removeChunks(
    from best: inout (steps: [Step], mismatch: WalkMismatch)
  ) async -> Bool {
    var changed = false
    var chunk = max(best.steps.count / 2, 1)
    while chunk >= 1 {
      var start = 0
      while start < best.steps.count {
        let end = min(start + chunk, best.steps.count)
        let candidate = Array(best.steps[..<start] + best.steps[end...])
        if await keep(candidate, in: &best) {
          changed = true
        } else {
          start = end
        }
      }
      chunk /= 2
    }
    return changed
  }

  /// Tries the simpler versions of each step in its place, simplest first; keeps the first
  /// after which the replay still fails, then tries to simplify that one further.
  nonisolated(nonsending) private func simplifySteps(
    of best: inout (steps: [Step], mismatch: WalkMismatch)
  ) async -> Bool {
    var changed = false
    var index = 0
    while index < best.steps.count {
      var simplerStepKept = false
      for simpler in simplify(best.steps[index]) {
        var candidate = best.steps
        candidate[index] = simpler
        if await keep(candidate, in: &best) {
          simplerStepKept = true
          break
        }
      }
      changed = changed || simplerStepKept
      if !simplerStepKept { index += 1 }
    }
    return changed
  }

  /// Replays `candidate` and, when it fails, makes it the best so far, cut after its first
  /// mismatch.
  nonisolated(nonsending) private func keep(
    _ candidate: [Step],
    in best: inout (steps: [Step], mismatch: WalkMismatch)
  ) async -> Bool {
    guard !candidate.isEmpty, let mismatch = await replay(candidate) else { return false }
    best = (Array(candidate.prefix(mismatch.stepIndex + 1)), mismatch)
    return true
  }
}
