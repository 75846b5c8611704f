public import Unidirectional
public import UnidirectionalRecording

extension Recording {
  /// The fewest of this recording's entries, in their order, after which `invariant`
  /// breaks: a long session that ends in a broken rule becomes the few actions that cause
  /// it.
  ///
  /// The entries are reduced with `reducer` from the start state, as a replay reduces them,
  /// each handed the values its reducer read in the session, and the rule is checked after
  /// each. Shrinking is the model-based walk's (delta debugging over the entries): no
  /// single entry can be taken out of the result and still break the rule. Taking out
  /// actions can take out the effect an answer came from, so the result is a cause to read
  /// and to turn into a test (`shrunk.replay(against: feature, fingerprint: nil)
  /// .testStoreTest()`), not a session a store could have had; it keeps each entry's reads,
  /// but no times and no fingerprints, which were the session's, and its
  /// ``/UnidirectionalRecording/Recording/effectsMayRunAtStart`` is `true`, so that its answers
  /// replay without the effects taken out.
  ///
  /// ```swift
  /// let steps: [Counter.Action] = [.increment, .decrement, .increment, .increment, .increment]
  /// let recording = Recording<Counter.State, Counter.Action>(
  ///   startState: Counter.State(), entries: steps.map { .init(action: $0, origin: .sent) })
  /// let cause = await recording.shrunk(
  ///   against: Counter(), breaking: Invariant("at most two") { $0.count <= 2 })
  /// print(cause?.count ?? 0)   // 3: the three increments; the decrement can go
  /// ```
  ///
  /// - Parameters:
  ///   - reducer: The feature.
  ///   - invariant: The rule the recording breaks.
  /// - Returns: The shrunk recording, its last entry the one after which the rule breaks;
  ///   `nil` when the rule holds after every entry.
  /// - Complexity: O(*k* · *n* log *n*) reductions for *n* entries shrunk to *k*.
  nonisolated(nonsending) public func shrunk<R: Reducer>(
    against reducer: R,
    breaking invariant: Invariant<State>
  ) async -> Recording<State, Action>? where R.State == State, R.Action == Action {
    let reads = ReplayedReads()
    let walk = ModelBasedWalk<State, Entry>(
      replayedAs: "recording",
      makeSystem: { startState },
      perform: { state, entry in
        _ = reads.handing(entry.reads) { reducer.reduce(into: &state, action: entry.action) }
        return invariant.holds(state) ? nil : "broken: \(invariant.name)"
      })
    let entries = entries
    guard let broken = await walk.replay(entries) else { return nil }
    let (minimal, _) = await walk.shrink(entries, failingWith: broken)
    // The times and fingerprints were those of the whole session, not of the cause; the
    // effects that sent its answers may be among the entries taken out. What each action's
    // reducer read stays with it.
    return Recording(
      startState: startState, entries: minimal.map { Entry(action: $0.action, origin: $0.origin, reads: $0.reads) },
      effectsMayRunAtStart: true)
  }
}
