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
    var step = ExplorerStep<Action, Request>()
    follow(reduce(&after.storedState, choice.action), in: &after, step: &step)
    var stateAfterAction: State?
    var sentAtOnce: [(action: Action, state: State)] = []
    if !step.sent.isEmpty {
      stateAfterAction = after.state
      var pending = step.sent[...]
      step.sent = []
      while sentAtOnce.count < maxActionsSentAtOnce, let action = pending.popFirst() {
        follow(reduce(&after.storedState, action), in: &after, step: &step)
        sentAtOnce.append((action, after.state))
        pending += step.sent
        step.sent = []
      }
      step.sent = Array(pending)
    }
    after.keepLateAnswers(of: lateAnswers)
    return Transition(
      before: explored, action: choice.action, cause: choice.cause, after: after,
      startedRequests: step.started, cancelledRequests: step.cancelled, sentAtOnce: sentAtOnce,
      stateAfterAction: stateAfterAction, wasCutShort: !step.sent.isEmpty)
  }

  /// Follows what `effect` does at once, as its plan says
  /// (``/Unidirectional/EffectPlan``, the reading the runner follows too): collects the
  /// actions it sends at once and follows the tasks it starts and cancels.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - after: The state the effect's action left, with its flights.
  ///   - step: What the step's effects did so far.
  @inlinable
  func follow(
    _ effect: Effect<Action>, in after: inout Explored, step: inout ExplorerStep<Action, Request>
  ) {
    EffectPlan.forEachCommand(of: effect) {
      follow($0, startsFlights: true, in: &after, step: &step)
    }
  }

  /// Follows one command of an effect's plan. A concatenation that holds up steps is one
  /// task, answered as one request: what it does at once is followed (its sends, its
  /// cancellations), and its own tasks start no flight of their own.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - startsFlights: Whether the tasks it starts start flights of their own; not inside
  ///     a concatenation that holds up steps, whose flight is the concatenation's.
  ///   - after: The state the effect's action left, with its flights.
  ///   - step: What the step's effects did so far.
  @inlinable
  func follow(
    _ command: EffectCommand<Action>, startsFlights: Bool, in after: inout Explored,
    step: inout ExplorerStep<Action, Request>
  ) {
    switch command {
    case .send(let sent):
      step.sent.append(sent)
    case .run(_, let ids):
      if startsFlights { startFlight(ids: ids, in: &after, step: &step) }
    case .concatenate(let plan, let ids):
      for command in plan.commands {
        follow(command, startsFlights: false, in: &after, step: &step)
      }
      if startsFlights { startFlight(ids: ids, in: &after, step: &step) }
    case .cancel(let id):
      step.cancelled += after.cancelFlights { $0.contains(id) }
    case .cancelMatching(let predicate):
      step.cancelled += after.cancelFlights { $0.contains(where: predicate.matches) }
    case .join, .report, .dismiss:
      return
    }
  }

  /// Starts a flight under `ids` for the request the state makes, if it makes one.
  @inlinable
  func startFlight(ids: [EffectID], in after: inout Explored, step: inout ExplorerStep<Action, Request>) {
    guard let request = request(after.state) else { return }
    after.storedFlights.append(ExplorerFlight(request: request, ids: ids))
    step.started.append(request)
  }
}

/// What one step's effects did so far: the actions they sent and have not been reduced yet,
/// and the requests of the tasks they started and cancelled.
@usableFromInline
struct ExplorerStep<Action, Request> {
  @usableFromInline var sent: [Action] = []
  @usableFromInline var started: [Request] = []
  @usableFromInline var cancelled: [Request] = []

  @inlinable
  init() {}
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
