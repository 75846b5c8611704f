/// Concatenations: a sequence of effects whose next step starts when the previous one
/// ended. A sequence under cancellation ids is tracked by them, so cancelling an id stops
/// the steps that have not started; it is forgotten once its last step has started.
extension EffectRunner {
  /// Remembers a sequence under its ids, if it has any.
  func track(_ sequence: Concatenation) {
    guard !sequence.ids.isEmpty else { return }
    concatenations[sequence.token] = sequence
    for id in sequence.ids { concatenationsByID[id, default: []].insert(sequence.token) }
  }

  /// Registers the sequence's steps, one at a time, until one has tasks to run; when they
  /// end, the step group calls back here for the next step. The group is held meanwhile,
  /// so its parent never sees it empty between two steps.
  func advance(_ sequence: Concatenation, pending: inout [PendingTask]) {
    let step = sequence.step
    step.onEmpty = nil
    step.enter()
    while step.liveCount == 1, !sequence.isStopped, let next = sequence.steps.popFirst() {
      register(next, in: step, ids: sequence.ids, pending: &pending)
    }
    if sequence.steps.isEmpty || sequence.isStopped {
      untrack(sequence)
    } else if step.liveCount > 1 {
      step.onEmpty = { [weak self] in self?.resume(sequence) }
    }
    step.leave()
  }

  /// Starts the sequence's next steps once the running one ended.
  private func resume(_ sequence: Concatenation) {
    var pending: [PendingTask] = []
    advance(sequence, pending: &pending)
    launch(pending)
  }

  /// Forgets a sequence: its last step has started, or it was stopped.
  func untrack(_ sequence: Concatenation) {
    guard concatenations.removeValue(forKey: sequence.token) != nil else { return }
    for id in sequence.ids {
      concatenationsByID[id]?.remove(sequence.token)
      if concatenationsByID[id]?.isEmpty == true { concatenationsByID[id] = nil }
    }
  }
}

extension EffectRunner {
  /// A concatenation that has steps left to start.
  @MainActor
  final class Concatenation {
    let token: Int
    var steps: ArraySlice<Effect<Action>>
    let ids: [EffectID]
    let step: EffectGroup
    var isCancelled = false

    init(token: Int, steps: ArraySlice<Effect<Action>>, ids: [EffectID], step: EffectGroup) {
      self.token = token
      self.steps = steps
      self.ids = ids
      self.step = step
    }

    /// Whether no further step may start: cancelled by id or through its `send`'s task.
    var isStopped: Bool { isCancelled || step.root.isCancelled }
  }
}
