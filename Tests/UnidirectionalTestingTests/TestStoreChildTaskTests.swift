import Testing
import Unidirectional
import UnidirectionalTesting

/// An effect whose body runs child tasks (a task group's, an `async let`'s): a child asleep
/// on the test clock while a sibling still works does not end a `receive` early, and when
/// nothing comes, the failure says that a child task was waiting.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestStoreChildTaskTests {
  /// Starts a timer child on the test clock and a sibling that works a while before it
  /// answers, in the shape the effect's `Shape` names.
  struct Feature: Reducer {
    enum Shape: Sendable, CaseIterable { case taskGroup, asyncLet, nestedGroups }

    enum Action: Equatable, Sendable {
      case start
      case worked(Int)
      case ticked
    }

    let clock: TestClock
    let shape: Shape

    func reduce(into state: inout [Action], action: Action) -> Effect<Action> {
      state.append(action)
      guard action == .start else { return .none }
      return .run { [clock, shape] send in
        switch shape {
        case .taskGroup:
          await withTaskGroup(of: Action?.self) { group in
            group.addTask { await Self.tick(on: clock) }
            group.addTask { await Self.work() }
            for await action in group { if let action { send(action) } }
          }
        case .asyncLet:
          async let tick = Self.tick(on: clock)
          async let work = Self.work()
          send(await work)
          if let tick = await tick { send(tick) }
        case .nestedGroups:
          await withTaskGroup(of: Action?.self) { outer in
            outer.addTask { await Self.tick(on: clock) }
            outer.addTask {
              await withTaskGroup(of: Action.self) { inner in
                inner.addTask { await Self.work() }
                return await inner.next()
              }
            }
            for await action in outer { if let action { send(action) } }
          }
        }
      }
    }

    /// Sleeps a second on `clock`, then answers `.ticked`.
    nonisolated static func tick(on clock: TestClock) async -> Action? {
      (try? await clock.sleep(for: .seconds(1))).map { .ticked }
    }

    /// Works through several turns of the executor before it answers: after its sibling has
    /// gone to sleep on the clock.
    nonisolated static func work() async -> Action {
      var total = 0
      for turn in 0..<30 {
        total &+= turn
        await Task.yield()
      }
      return .worked(total)
    }
  }

  /// A child task asleep on the clock, and nothing else: the effect sends nothing until the
  /// test advances the clock.
  struct ChildTimer: Reducer {
    enum Action: Equatable, Sendable { case start, ticked }

    let clock: TestClock

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      guard action == .start else {
        state += 1
        return .none
      }
      return .run { [clock] send in
        await withTaskGroup(of: Void.self) { group in
          group.addTask { _ = try? await clock.sleep(for: .seconds(1)) }
        }
        send(.ticked)
      }
    }
  }

  private let failures = FailureCollector()

  /// How long a step waits for the working sibling. A passing step never waits it out (the
  /// sibling's action ends the wait), but under a sanitizer, beside suites that hold the
  /// cooperative threads, the sibling's turns can take seconds.
  private static let siblingTimeout: Duration = .seconds(45)

  @Test(arguments: Feature.Shape.allCases)
  func givenAChildAsleepOnTheClockWhenItsSiblingStillWorksThenReceiveWaitsForTheSibling(
    shape: Feature.Shape
  ) async {
    // Given
    let clock = TestClock()
    let store = TestStore(
      initialState: [], reducer: Feature(clock: clock, shape: shape), timeout: Self.siblingTimeout)

    // When
    await store.send(.start) { $0 = [.start] }

    // Then: the sibling's answer arrives, though the timer child went to sleep first
    await store.receive(.worked(435)) { $0.append(.worked(435)) }
    await clock.advance(by: .seconds(1))
    await store.receive(.ticked) { $0.append(.ticked) }
    await store.finish()
  }

  @Test func givenOnlyAChildTaskAsleepOnTheClockWhenAnActionIsExpectedThenTheFailureSaysAChildWaited() async {
    // Given an effect whose child task sleeps on the clock
    let clock = TestClock()
    let store = TestStore(
      initialState: 0, reducer: ChildTimer(clock: clock), issueReporter: failures.reporter)
    await store.send(.start)

    // When the test expects the effect's action without advancing the clock
    await store.receive(.ticked, timeout: .milliseconds(50))

    // Then the store waited its timeout, since a sibling might have been working, and says so
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.hasPrefix("Timed out after 0.05 seconds waiting for an action") == true)
    #expect(failures.messages.first?.contains("A child task of an effect (of a task group or an async let)") == true)

    // And the effect goes on as soon as the test advances the clock
    await clock.advance(by: .seconds(1))
    await store.receive(.ticked) { $0 = 1 }
    await store.finish()
    #expect(failures.messages.count == 1)
  }

  @Test func givenAnEffectWhoseOwnTaskSleepsWhenAnActionIsExpectedThenTheFailureComesAtOnce() async {
    // Given an effect that sleeps on the clock on its own task, with no child tasks
    let clock = TestClock()
    let store = TestStore(
      initialState: 0,
      reducer: Reduce<Int, ChildTimer.Action> { state, action in
        guard action == .start else {
          state += 1
          return .none
        }
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          send(.ticked)
        }
      },
      issueReporter: failures.reporter)
    await store.send(.start)

    // When the test expects its action without advancing the clock
    await store.receive(.ticked)

    // Then the store knows the effect waits on the test: it fails at once, not on a timeout
    #expect(failures.messages.first?.hasPrefix("No action arrived, and every effect that could send one is waiting on the test") == true)
    #expect(failures.messages.first?.contains("child task") == false)
    await store.skipInFlightEffects()
  }
}
