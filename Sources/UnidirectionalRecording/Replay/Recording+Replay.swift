public import Unidirectional
extension Recording {
  /// Reduces the recorded actions again with `reducer`, from the recording's start state,
  /// and finds the first step where it disagrees with the recording.
  ///
  /// Effects are not run: the answers the recording holds are fed in their recorded order.
  /// The values the reducer read from ``/Unidirectional/DependencyValues/uuid``, ``/Unidirectional/DependencyValues/date``
  /// and ``/Unidirectional/DependencyValues/randomNumbers`` are handed back as recorded, so a reducer that
  /// stamps what it creates replays to the same state. The reducer disagrees when it sends
  /// an action at once that the recording does not hold next, when the recording holds an
  /// answer while none of its effects runs, when it reads other values than the recorded
  /// ones (more, fewer, or of another generator), or, for an entry with a fingerprint, when
  /// the state it leaves has another fingerprint than the recorded one. Pass the
  /// fingerprint the recording was made with, or `nil` to compare no states.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State(), reducer: Counter())
  /// let recorder = store.startRecording(fingerprint: .hashValueInThisProcess)
  /// store.send(.increment)
  /// let replay = recorder.recording.replay(against: Counter(), fingerprint: .hashValueInThisProcess)
  /// print(replay.disagreement == nil)   // true
  /// ```
  ///
  /// - Parameters:
  ///   - reducer: The feature as it is now.
  ///   - fingerprint: How the recording digested its states; `nil` compares none.
  /// - Returns: The replay: its states and its first disagreement.
  public func replay<R: Reducer>(
    against reducer: R,
    fingerprint: RecordingFingerprint<State>?
  ) -> Replay<State, Action> where R.State == State, R.Action == Action {
    replay(against: reducer, fingerprint: fingerprint) { _ in }
  }

  /// Replays as ``replay(against:fingerprint:)`` does, handing every step it reduces to
  /// `observe` as it goes.
  ///
  /// - Parameters:
  ///   - reducer: The feature as it is now.
  ///   - fingerprint: How the recording digested its states; `nil` compares none.
  ///   - observe: Receives each reduced step, the one that disagrees included.
  /// - Returns: The replay: its states and its first disagreement.
  func replay<R: Reducer>(
    against reducer: R,
    fingerprint: RecordingFingerprint<State>?,
    observing observe: (ReplayedStep<State, Action>) -> Void
  ) -> Replay<State, Action> where R.State == State, R.Action == Action {
    let entries = entries
    var effects = ReplayedEffects<Action>(effectsMayRunAtStart: effectsMayRunAtStart)
    let reads = ReplayedReads()
    var state = startState
    var states: [State] = []
    var isSentAtOnce: [Bool] = []
    func disagreement(at index: Int, _ kind: ReplayDisagreement.Kind, change: String? = nil) -> Replay<State, Action> {
      Replay(
        recording: self, states: states,
        disagreement: ReplayDisagreement(
          entryIndex: index, entryCount: entries.count, action: swiftSourceLiteral(entries[index].action),
          origin: entries[index].origin, kind: kind, change: change),
        isSentAtOnce: isSentAtOnce)
    }
    for (index, entry) in entries.enumerated() {
      let sentAtOnce: Bool
      let sender: EffectReference?
      switch effects.admit(entry) {
      case .sentAtOnce(let effect): (sentAtOnce, sender) = (true, effect)
      case .inPlace(let effect): (sentAtOnce, sender) = (false, effect)
      case .outOfPlace(let kind): return disagreement(at: index, kind)
      }
      let before = state
      let (effect, given) = reads.handing(entry.reads) { reducer.reduce(into: &state, action: entry.action) }
      let followed = effects.follow(effect, at: index)
      observe(ReplayedStep(index: index, before: before, after: state, effects: followed, sender: sender))
      states.append(state)
      isSentAtOnce.append(sentAtOnce)
      if given != entry.reads {
        return disagreement(at: index, .readsOtherValues(recorded: entry.reads, read: given))
      }
      if let recorded = entry.fingerprint, let fingerprint, fingerprint.of(state) != recorded {
        return disagreement(at: index, .stateDiffers, change: valueDiff(before, state))
      }
    }
    if let unmatched = effects.unmatchedSend, !entries.isEmpty {
      return disagreement(at: entries.count - 1, .sendsAnotherAction(sent: swiftSourceLiteral(unmatched)))
    }
    return Replay(recording: self, states: states, disagreement: nil, isSentAtOnce: isSentAtOnce)
  }
}
