import Testing
import Unidirectional
import UnidirectionalTesting

/// `store.assert` checks the state without an action, and `withExhaustivity` makes a
/// section of an exhaustive test non-exhaustive.
@MainActor
struct TestStoreAssertTests {
  let failures = FailureCollector()
  let clock = TestClock()

  func makeStore(exhaustivity: Exhaustivity = .on) -> TestStore<Counter.State, Counter.Action> {
    TestStore(
      initialState: Counter.State(),
      reducer: Counter(clock: clock),
      exhaustivity: exhaustivity,
      timeout: .milliseconds(200),
      issueReporter: failures.reporter
    )
  }

  @Test("Given a non-exhaustive test, when it asserts the field it cares about, then the check passes")
  func aNonExhaustiveAssertChecksTheNamedField() async {
    let store = makeStore(exhaustivity: .off)

    await store.send(.increment)
    await store.send(.incrementTwiceLater)
    store.assert { $0.count = 3 }

    #expect(failures.messages.isEmpty)
  }

  @Test("Given a non-exhaustive test, when the asserted field differs, then the test fails with a diff at the assert")
  func aWrongAssertFailsWithADiff() async {
    let store = makeStore(exhaustivity: .off)

    await store.send(.increment)
    store.assert { $0.count = 5 }; let line = UInt(#line)

    #expect(
      failures.messages == [
        """
        The current state is not as expected. (Expected: −, Actual: +)

          Counter.State(
        −   count: 5
        +   count: 1
          )
        """
      ])
    #expect(failures.lines == [line])
  }

  @Test(
    "Given an exhaustive test with received actions not yet asserted, when it asserts the state, then it must state every change they made"
  )
  func anExhaustiveAssertCoversUnassertedChanges() async {
    let store = makeStore()

    await store.send(.incrementTwiceLater)
    store.assert { _ in }; let line = UInt(#line)
    store.assert { $0.count = 2 }
    await store.receive(.increment) { $0.count = 1 }
    await store.receive(.increment) { $0.count = 2 }

    #expect(failures.lines == [line])
    #expect(failures.messages.first?.hasPrefix("The current state is not as expected.") == true)
  }

  @Test(
    "Given an exhaustive test, when a section runs with exhaustivity off, then the section skips what it does not assert and the test is exhaustive again after it"
  )
  func aNonExhaustiveSectionEndsExhaustive() async {
    let store = makeStore()

    await store.withExhaustivity(.off) {
      await store.send(.incrementTwiceLater)
      await store.send(.increment)
    }
    store.assert { $0.count = 3 }
    await store.send(.increment) { $0.count = 4 }
    await store.finish()

    #expect(store.exhaustivity == .on)
    #expect(failures.messages.isEmpty)
  }

  @Test("Given an exhaustive test, when a step after a non-exhaustive section leaves out a change, then it fails")
  func stepsAfterASectionAreExhaustive() async {
    let store = makeStore()

    await store.withExhaustivity(.off) {
      await store.send(.increment)
    }
    await store.send(.increment); let line = UInt(#line)

    #expect(failures.lines == [line])
  }

  @Test(
    "Given an exhaustive test with received actions not yet asserted, when a non-exhaustive section opens, then the test fails there instead of skipping them"
  )
  func aSectionDoesNotSkipWhatCameBeforeIt() async {
    let store = makeStore()

    await store.send(.incrementTwiceLater)
    await store.withExhaustivity(.off) {}; let line = UInt(#line)

    #expect(failures.lines == [line])
    #expect(failures.messages.first?.contains(".increment") == true)
  }

  @Test(
    "Given received actions not yet asserted, when the test skips them before the section as a port from TCA does, then nothing fails"
  )
  func aPortSkipsWhatCameBeforeTheSectionOutLoud() async {
    let store = makeStore()

    await store.send(.incrementTwiceLater)
    await store.skipReceivedActions()
    await store.withExhaustivity(.off) {
      await store.send(.increment)
    }
    store.assert { $0.count = 3 }

    #expect(failures.messages.isEmpty)
  }

  @Test("Given a section that throws, when it ends, then the test's exhaustivity is set back")
  func aThrowingSectionRestoresExhaustivity() async {
    struct Stop: Error {}
    let store = makeStore()

    await #expect(throws: Stop.self) {
      try await store.withExhaustivity(.off) { throw Stop() }
    }

    #expect(store.exhaustivity == .on)
  }
}
