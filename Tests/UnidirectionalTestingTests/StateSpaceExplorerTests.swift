import Testing
import Unidirectional
import UnidirectionalTesting

/// The explorer on features of its own, apart from the paging ones it proves.
struct StateSpaceExplorerTests {
  enum Echo: Equatable { case ping, tap }

  @Test func givenEffectsThatSendActionsWithoutEndTheExplorerStopsTheStepAndSaysWhy() throws {
    let echo = Reduce<Int, Echo> { count, action in
      count += 1
      return action == .ping ? .send(.ping) : .none
    }
    let explorer = StateSpaceExplorer(
      echo, initialState: 0, userActions: { _ in [.tap, .ping] }, abstraction: { $0 })

    let violation = try #require(explorer.explore(maxDepth: 3).violation)

    #expect(violation.invariant == "an action's effects send fewer than 1000 actions at once")
    #expect(violation.trace.map(\.action) == [.ping])
    #expect(violation.trace[0].sentAtOnce.count == 1_000)
  }

  enum Saving: Equatable { case save, saved, answer }

  @Test func givenAConcatenationThatSendsBeforeItRunsWhenExploredThenItSendsAtOnceAndRunsOneTask() throws {
    // Given: a save that says it saved at once, then runs two steps in turn
    let saver = Reduce<[Saving], Saving> { log, action in
      log.append(action)
      return action == .save ? .concatenate(.send(.saved), .run { _ in }, .run { _ in }) : .none
    }
    let explorer = StateSpaceExplorer(
      saver, initialState: [], userActions: { $0.isEmpty ? [.save] : [] }, request: { _ in "save" },
      answers: { _, _ in [.answer] }
    )
    .invariant("nothing is saved") { !$0.state.contains(.save) }

    // When
    let violation = try #require(explorer.explore(maxDepth: 2).violation)

    // Then
    let step = try #require(violation.trace.first)
    #expect(step.sentAtOnce.map(\.action) == [.saved], "the leading send goes at once")
    #expect(step.startedRequests == ["save"], "the steps from the first task on are one task")
    #expect(step.after.flights.count == 1)
  }

  @Test func givenAConcatenationOfSendsOnlyWhenExploredThenEverySendGoesAtOnceAndNoTaskRuns() throws {
    let saver = Reduce<[Saving], Saving> { log, action in
      log.append(action)
      return action == .save ? .concatenate(.send(.saved), .send(.answer)) : .none
    }
    let explorer = StateSpaceExplorer(
      saver, initialState: [], userActions: { $0.isEmpty ? [.save] : [] }, request: { _ in "save" },
      answers: { _, _ in [.answer] }
    )
    .invariant("nothing is saved") { !$0.state.contains(.save) }

    let step = try #require(explorer.explore(maxDepth: 2).violation?.trace.first)

    #expect(step.sentAtOnce.map(\.action) == [.saved, .answer])
    #expect(step.startedRequests.isEmpty)
  }

  /// The first step of exploring `effect`, returned by `.save`, which a rule stops at.
  func firstStep(exploring effect: Effect<Saving>) throws -> ExplorerTransition<[Saving], Saving, String> {
    let saver = Reduce<[Saving], Saving> { log, action in
      log.append(action)
      return action == .save ? effect : .none
    }
    let explorer = StateSpaceExplorer(
      saver, initialState: [], userActions: { $0.isEmpty ? [.save] : [] }, request: { _ in "save" },
      answers: { _, _ in [.answer] }
    )
    .invariant("nothing is saved") { !$0.state.contains(.save) }
    return try #require(explorer.explore(maxDepth: 2).violation?.trace.first)
  }

  @Test func givenAConcatenationWhoseFirstTaskStepAlsoSendsWhenExploredThenThatSendGoesAtOnce() throws {
    let step = try firstStep(exploring: .concatenate(.merge(.send(.saved), .run { _ in }), .send(.answer)))

    #expect(step.sentAtOnce.map(\.action) == [.saved])
    #expect(step.startedRequests == ["save"])
  }

  @Test func givenAConcatenationThatJoinsFirstWhenExploredThenWhatFollowsTheJoinWaitsAsOneTask() throws {
    let step = try firstStep(exploring: .concatenate(.join(id: "upload"), .send(.saved)))

    #expect(step.sentAtOnce.isEmpty, "the send waits for the join")
    #expect(step.startedRequests == ["save"])
  }

  @Test func givenAConcatenationThatCancelsItselfFirstWhenExploredThenNothingAfterTheCancelRuns() throws {
    let step = try firstStep(
      exploring: .concatenate(.cancel(id: "save"), .send(.saved), .run { _ in }).cancellable(id: "save"))

    #expect(step.sentAtOnce.isEmpty)
    #expect(step.startedRequests.isEmpty)
  }

  @Test func givenAConcatenationWhoseTaskStepCancelsItselfWhenExploredThenNothingWaitsForThatStep() throws {
    // Given: the runner stops the concatenation at that step, whose task never starts
    let effect = Effect<Saving>.concatenate(.merge(.run { _ in }, .cancel(id: "save")), .send(.saved))

    // When
    let step = try firstStep(exploring: effect.cancellable(id: "save"))

    // Then
    #expect(step.sentAtOnce.isEmpty)
    #expect(step.cancelledRequests == step.startedRequests, "no task of the step is left running")
    #expect(step.after.requestsInFlight.isEmpty)
  }

  @Test func givenNoRoomToExploreTheReportSaysItStoppedAtTheLimit() {
    let counter = Reduce<Int, Echo> { count, _ in
      count += 1
      return .none
    }
    let explorer = StateSpaceExplorer(
      counter, initialState: 0, userActions: { _ in [.tap] }, abstraction: { $0 })

    for report in [explorer.explore(maxDepth: 0), explorer.explore(maxStates: 0)] {
      #expect(report.statesVisited == 1)
      #expect(report.transitions == 0)
      #expect(!report.isComplete)
      #expect(report.violation == nil)
    }
  }

  @Test func givenARuleBrokenOnTheFirstNewStateTheReportIsNotComplete() throws {
    let counter = Reduce<Int, Echo> { count, _ in
      count += 1
      return .none
    }
    let report = StateSpaceExplorer(
      counter, initialState: 0, userActions: { _ in [.tap] }, abstraction: { $0 }
    )
    .invariant("the count stays below 1") { $0.state < 1 }
    .explore(maxDepth: 5)

    let violation = try #require(report.violation)
    #expect(violation.trace.count == 1)
    #expect(report.depth == 1)
    #expect(!report.isComplete)
  }

  @Test func givenEffectsThatSendExactlyTheLimitTheStepEndsNormally() {
    let countdown = Reduce<Int, Echo> { count, action in
      guard action == .ping, count < 1_000 else { return .none }
      count += 1
      return .send(.ping)
    }
    let report = StateSpaceExplorer(
      countdown, initialState: 0, userActions: { $0 == 0 ? [.tap, .ping] : [] }, abstraction: { $0 }
    )
    .explore(maxDepth: 3)

    #expect(report.violation == nil)
    #expect(report.isComplete)
  }

  @Test func givenEffectsThatSendWithoutEndTheDiagramStillDrawsEveryOtherArrow() {
    let echo = Reduce<Int, Echo> { count, action in
      count = min(count + 1, 2)
      return action == .ping ? .send(.ping) : .none
    }
    let diagram = StateSpaceExplorer(
      echo, initialState: 0, userActions: { _ in [.ping, .tap] }, abstraction: { $0 }
    )
    .stateDiagram(stateName: { "s\($0)" }, actionName: { "\($0)" })

    #expect(diagram.edges == [
      .init(from: "s0", to: "s2", actions: ["ping"]),
      .init(from: "s0", to: "s1", actions: ["tap"]),
      .init(from: "s1", to: "s2", actions: ["ping", "tap"]),
    ])
  }

  enum Relay: Equatable { case start, first, second, third }

  @Test func givenAnActionWhoseEffectsSendActionsThatSendMoreTheStepReducesThemOldestFirst() throws {
    let relay = Reduce<[Relay], Relay> { log, action in
      log.append(action)
      switch action {
      case .start: return .merge(.send(.first), .send(.second))
      case .first: return .send(.third)
      case .second, .third: return .none
      }
    }
    let violation = try #require(
      StateSpaceExplorer(relay, initialState: [], userActions: { _ in [.start] }, abstraction: { $0 })
        .transitionInvariant("nothing starts") { _ in false }
        .explore(maxDepth: 1)
        .violation)

    let step = try #require(violation.trace.first)
    #expect(step.sentAtOnce.map(\.action) == [.first, .second, .third])
    #expect(step.sentAtOnce.map(\.state) == [[.start, .first], [.start, .first, .second], [.start, .first, .second, .third]])
    #expect(step.after.state == [.start, .first, .second, .third])
    #expect(violation.testStoreTest().contains("await store.send(.start) {\n    $0 = [.start]\n  }"))
  }

  @Test func givenStatesThatDifferOnlyOutsideTheAbstractionTheExplorerCountsThemOnce() {
    let counter = Reduce<Int, Echo> { count, _ in
      count += 1
      return .none
    }
    let report = StateSpaceExplorer(
      counter, initialState: 0, userActions: { _ in [.tap] }, abstraction: { [String](repeating: "row", count: $0 % 3) }
    )
    .explore(maxDepth: 10)

    #expect(report.statesVisited == 3)
    #expect(report.isComplete)
  }
}
