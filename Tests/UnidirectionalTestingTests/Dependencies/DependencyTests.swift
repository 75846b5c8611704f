import FoundationEssentials
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

/// The registry in a test store: test values by default, a named failure for a key without
/// one, overrides per test and mid-test, and effects that keep the values their reducer ran
/// with.
@MainActor
struct DependencyTests {
  let clock = TestClock()
  let failures = FailureCollector()
  let noon = Date(timeIntervalSince1970: 43_200)
  let evening = Date(timeIntervalSince1970: 64_800)

  @Test("Given a key with a test value, when a reducer reads it, then the test gets the test value")
  func aKeyWithATestValueGivesIt() async {
    let store = TestStore(initialState: Journal.State()) {
      Journal()
    } withDependencies: {
      $0.date = .constant(noon)
    }

    await store.send(.add) { $0.entries = [Journal.Entry(id: .counted(0), date: noon)] }
    await store.send(.add) { $0.entries.append(Journal.Entry(id: .counted(1), date: noon)) }
  }

  @Test("Given two test stores, when each makes a UUID, then each starts counting at zero")
  func eachTestStoreStartsItsGeneratorsOver() async {
    for _ in 1...2 {
      let store = TestStore(initialState: Journal.State()) {
        Journal()
      } withDependencies: {
        $0.date = .constant(noon)
      }
      await store.send(.add) { $0.entries = [Journal.Entry(id: .counted(0), date: noon)] }
    }
  }

  @Test(
    "Given a key with no test value the test did not set, when a reducer reads it, then the test fails naming the key and the live value is never used"
  )
  func aKeyWithoutATestValueFailsTheTestByName() async {
    let store = TestStore(
      initialState: Journal.State(),
      reducer: Journal(),
      issueReporter: failures.reporter
    )

    await store.send(.fetchQuote); let line = UInt(#line)
    await store.receive(.quoteFetched("preview")) { $0.quote = "preview" }

    #expect(
      failures.messages == [
        """
        The dependency QuotesKey (Quotes) was read in a test, but the test did not set it \
        and QuotesKey has no testValue. Set it in the test store's withDependencies, or give \
        the key a testValue. The test goes on with the key's previewValue, never its liveValue.
        """
      ])
    #expect(failures.lines == [line])
  }

  @Test("Given a key with no test value, when the test sets it, then the test uses that value and passes")
  func aKeySetByTheTestNeedsNoTestValue() async {
    let store = TestStore(initialState: Journal.State()) {
      Journal()
    } withDependencies: {
      $0.quotes = Quotes { "set by the test" }
    }

    await store.send(.fetchQuote)
    await store.receive(.quoteFetched("set by the test")) { $0.quote = "set by the test" }
  }

  @Test("Given a test store, when the test changes a dependency mid-test, then the next action reads the new value")
  func aDependencyChangedMidTestReachesTheNextAction() async {
    let store = TestStore(initialState: Journal.State()) {
      Journal()
    } withDependencies: {
      $0.date = .constant(noon)
    }

    await store.send(.add) { $0.entries = [Journal.Entry(id: .counted(0), date: noon)] }
    store.dependencies.date = .constant(evening)
    await store.send(.add) { $0.entries.append(Journal.Entry(id: .counted(1), date: evening)) }
  }

  @Test(
    "Given an effect that suspends, when the test changes the dependency before it resumes, then the effect still reads the values its reducer ran with"
  )
  func anEffectKeepsTheValuesItsReducerRanWith() async {
    let store = TestStore(initialState: Journal.State()) {
      Journal()
    } withDependencies: {
      $0.clock = clock
      $0.date = .constant(noon)
    }

    await store.send(.addLater)
    store.dependencies.date = .constant(evening)
    store.dependencies.uuid = .constant(.counted(99))
    await clock.advance(by: .seconds(1))
    await store.receive(.added(Journal.Entry(id: .counted(0), date: noon))) {
      $0.entries = [Journal.Entry(id: .counted(0), date: noon)]
    }
  }

  @Test(
    "Given a subtree with an override, when it and its sibling read the dependency, then only the subtree and its effects see the override"
  )
  func aSubtreeOverrideReachesOnlyTheSubtree() async {
    let store = TestStore(initialState: TwoJournals.State()) {
      TwoJournals(clock: clock)
    } withDependencies: {
      $0.clock = clock
      $0.date = .constant(noon)
    }

    await store.send(.overridden(.add)) {
      $0.overridden.entries = [Journal.Entry(id: .counted(42), date: evening)]
    }
    await store.send(.plain(.add)) {
      $0.plain.entries = [Journal.Entry(id: .counted(0), date: noon)]
    }
    await store.send(.overridden(.addLater))
    await clock.advance(by: .seconds(1))
    await store.receive(.overridden(.added(Journal.Entry(id: .counted(42), date: evening)))) {
      $0.overridden.entries.append(Journal.Entry(id: .counted(42), date: evening))
    }
  }

  @Test("Given a test store, when a reducer draws random numbers, then every run draws the same ones")
  func randomNumbersAreSeededInTests() async {
    var draws: [[Int]] = []
    for _ in 1...2 {
      let store = TestStore(initialState: [Int]()) {
        Dice()
      }
      await store.send(.roll) { $0 = Dice.expectedRolls }
      draws.append(store.state)
    }
    #expect(draws[0] == draws[1])
  }

  @Test("Given a presented child that dismisses through the registry, when it asks, then its presenter dismisses it")
  func dismissThroughTheRegistryIsTheDismissEffect() async {
    let store = TestStore(initialState: Host.State()) {
      Host()
    }

    await store.send(.show) { $0.sheet = Closer.State() }
    await store.send(.sheet(.presented(id: 1, action: .closeTapped)))
    await store.receive(.sheet(.dismiss(id: 1))) { $0.sheet = nil }
  }
}

/// Two journals side by side; only the first one runs with a fixed UUID and date.
struct TwoJournals: Reducer {
  struct State: Equatable {
    var overridden = Journal.State()
    var plain = Journal.State()
  }

  enum Action: Equatable {
    case overridden(Journal.Action)
    case plain(Journal.Action)
  }

  let clock: any Clock<Duration>
  let evening = Date(timeIntervalSince1970: 64_800)

  var body: some Reducer<State, Action> {
    Scope(state: \.overridden, action: .overridden) {
      Journal()
        .dependencies { [evening] in
          $0.uuid = .constant(.counted(42))
          $0.date = .constant(evening)
        }
    }
    Scope(state: \.plain, action: .plain) {
      Journal()
    }
  }
}

extension ActionPath where Root == TwoJournals.Action, Value == Journal.Action {
  static var overridden: Self {
    ActionPath(embed: Root.overridden) { if case .overridden(let action) = $0 { action } else { nil } }
  }

  static var plain: Self {
    ActionPath(embed: Root.plain) { if case .plain(let action) = $0 { action } else { nil } }
  }
}

/// Rolls three dice with the registry's random numbers.
struct Dice: Reducer {
  enum Action: Equatable { case roll }

  /// What seed 0 rolls.
  static let expectedRolls: [Int] = {
    var random = RandomNumberSource.seeded(0)
    return (1...3).map { _ in Int.random(in: 1...6, using: &random) }
  }()

  @Dependency(\.randomNumbers) var randomNumbers

  func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
    var random = randomNumbers
    state = (1...3).map { _ in Int.random(in: 1...6, using: &random) }
    return .none
  }
}

/// A sheet that closes itself with the registry's dismiss.
struct Closer: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case closeTapped }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    dismiss()
  }
}

/// Presents a ``Closer``.
struct Host: Reducer {
  struct State: Equatable {
    @PresentationState var sheet: Closer.State?
  }

  enum Action: Equatable {
    case show
    case sheet(PresentationAction<Closer.Action>)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .show = action { state.sheet = Closer.State() }
      return .none
    }
    .ifLet(\.$sheet, action: .sheet) { Closer() }
  }
}

extension ActionPath where Root == Host.Action, Value == PresentationAction<Closer.Action> {
  static var sheet: Self {
    ActionPath(embed: Root.sheet) { if case .sheet(let action) = $0 { action } else { nil } }
  }
}
