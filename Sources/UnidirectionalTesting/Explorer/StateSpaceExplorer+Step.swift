public import Unidirectional

/// One action the explorer can take from a state: a user action, or an answer of the running
/// task at `flight`.
@usableFromInline
struct ExplorerChoice<Action, Request: Hashable> {
  @usableFromInline let action: Action
  @usableFromInline let cause: ExplorerCause<Request>
  @usableFromInline let flight: Int?

  @inlinable
  init(action: Action, cause: ExplorerCause<Request>, flight: Int?) {
    self.action = action
    self.cause = cause
    self.flight = flight
  }
}

extension StateSpaceExplorer {
  /// Every action the explorer can take from `explored`, in a fixed order: the user's
  /// actions, then each task's answers, oldest task first. Replaying a choice's position
  /// from the same state takes the same step.
  @inlinable
  func choices(from explored: Explored) -> [ExplorerChoice<Action, Request>] {
    var choices = userActions(explored.state).map {
      ExplorerChoice(action: $0, cause: ExplorerCause<Request>.user, flight: nil)
    }
    for (index, flight) in explored.flights.enumerated() {
      let cause: ExplorerCause<Request> =
        flight.isCancelled ? .lateAnswer(to: flight.request) : .answer(to: flight.request)
      for answer in answers(flight, explored.state) {
        choices.append(ExplorerChoice(action: answer, cause: cause, flight: index))
      }
    }
    return choices
  }

  /// Takes `choice` from `explored`: ends the answering task, reduces the action and every
  /// action its effects send at once, and follows the tasks the effects start and cancel.
  @inlinable
  func take(_ choice: ExplorerChoice<Action, Request>, from explored: Explored) -> Transition {
    var after = explored
    if let flight = choice.flight { after.storedFlights.remove(at: flight) }
    var started: [Request] = []
    var cancelled: [Request] = []
    var sentAtOnce: [(action: Action, state: State)] = []
    var pending = [choice.action]
    var isFirst = true
    var stateAfterAction = after.state
    while !pending.isEmpty, sentAtOnce.count < maxActionsSentAtOnce {
      let action = pending.removeFirst()
      let effect = reduce(&after.storedState, action)
      if isFirst { stateAfterAction = after.state } else { sentAtOnce.append((action, after.state)) }
      isFirst = false
      for command in effect.commands {
        switch command {
        case .send(let sent):
          pending.append(sent)
        case .run(_, let ids), .concatenate(_, let ids):
          guard let request = request(after.state) else { continue }
          after.storedFlights.append(ExplorerFlight(request: request, ids: ids))
          started.append(request)
        case .cancel(let id):
          cancelled += after.cancelFlights { $0.contains(id) }
        case .cancelMatching(let predicate):
          cancelled += after.cancelFlights { $0.contains(where: predicate.matches) }
        case .join, .report:
          continue
        }
      }
    }
    after.keepLateAnswers(of: lateAnswers)
    return Transition(
      before: explored, action: choice.action, cause: choice.cause, after: after,
      startedRequests: started, cancelledRequests: cancelled, sentAtOnce: sentAtOnce,
      stateAfterAction: stateAfterAction, wasCutShort: !pending.isEmpty)
  }
}

extension ExploredState {
  /// Marks the running tasks whose ids match as cancelled and returns their requests.
  @inlinable
  mutating func cancelFlights(where matches: ([EffectID]) -> Bool) -> [Request] {
    var cancelled: [Request] = []
    for index in storedFlights.indices
    where !storedFlights[index].isCancelled && matches(storedFlights[index].ids) {
      storedFlights[index].storedIsCancelled = true
      cancelled.append(storedFlights[index].request)
    }
    return cancelled
  }

  /// Forgets all but the newest `count` cancelled tasks.
  @inlinable
  mutating func keepLateAnswers(of count: Int) {
    var kept = 0
    for index in storedFlights.indices.reversed() where storedFlights[index].isCancelled {
      kept += 1
      if kept > count { storedFlights.remove(at: index) }
    }
  }
}
