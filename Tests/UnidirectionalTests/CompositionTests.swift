import TestSupport
import Testing
import Unidirectional

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CompositionTests {
  /// The child feature: a counter whose `incrementLater` increments through an effect.
  struct Counter: Reducer {
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }

    enum Action: Equatable, Sendable {
      case increment
      case incrementLater
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .incrementLater:
        return .run { send in send(.increment) }
      }
    }
  }

  struct AppState: Equatable {
    var counter = Counter.State()
    var detail: Counter.State?
    var rows: IdentifiedArray<Counter.State> = []
    var trail: [String] = []

    /// The counter through a computed property, which notes each write.
    var counterCopy: Counter.State {
      get { counter }
      set {
        counter = newValue
        trail.append("counterCopy set")
      }
    }
  }

  /// An app state inside another struct, between two other fields.
  struct Nest: Equatable {
    var before = "before"
    var app = AppState()
    var after = "after"
  }

  enum AppAction: Equatable, Sendable, CustomStringConvertible {
    case counter(Counter.Action)
    case detail(Counter.Action)
    case rows(IdentifiedAction<Int, Counter.Action>)
    case tapped

    static func row(id: Int, action: Counter.Action) -> AppAction {
      .rows(.element(id: id, action: action))
    }

    var description: String {
      switch self {
      case .counter(let action): "counter(\(action))"
      case .detail(let action): "detail(\(action))"
      case .rows(.element(let id, let action)): "row(\(id), \(action))"
      case .tapped: "tapped"
      }
    }
  }

  /// A parent reducer that writes every action it sees to the trail, so tests see what ran
  /// and in which order.
  static func tracer(_ name: String) -> Reduce<AppState, AppAction> {
    Reduce { state, action in
      state.trail.append("\(name): \(action)")
      return .none
    }
  }

  /// Runs `effect` to completion and returns the actions it sent.
  func actions(of effect: Effect<AppAction>) async -> [AppAction] {
    let sent = Journal<AppAction>()
    await EffectRunner<AppAction> { sent.append($0) }.run(effect).finish()
    return sent.entries
  }

  // MARK: - Scope

  @Test func scopeRunsTheChildOnItsStateForChildActions() {
    // Given
    let scope = Scope(state: \AppState.counter, action: .counter) { Counter() }
    var state = AppState()

    // When
    let effect = scope.reduce(into: &state, action: .counter(.increment))

    // Then
    #expect(state == AppState(counter: Counter.State(count: 1)))
    #expect(effect.isNone)
  }

  @Test func givenAChildStateNestedTwoStructsDeepWhenTheChildActsThenItChangesInPlace() {
    // Given: a path of stored properties, which the scope reaches at its byte offset
    let scope = Scope(state: \Nest.app.counter, action: .counter) { Counter() }
    var state = Nest()

    // When
    _ = scope.reduce(into: &state, action: .counter(.increment))
    _ = scope.reduce(into: &state, action: .counter(.increment))

    // Then
    #expect(state.app.counter.count == 2)
    #expect(state.before == "before" && state.after == "after")
  }

  @Test func givenAChildStateBehindAComputedPropertyWhenTheChildActsThenTheSetterRuns() {
    // Given: a path the scope must apply through the key path runtime
    let scope = Scope(state: \AppState.counterCopy, action: .counter) { Counter() }
    var state = AppState()

    // When
    _ = scope.reduce(into: &state, action: .counter(.increment))

    // Then
    #expect(state.counter.count == 1)
    #expect(state.trail == ["counterCopy set"])
  }

  @Test func scopeIgnoresActionsThatAreNotTheChilds() {
    // Given
    let scope = Scope(state: \AppState.counter, action: .counter) { Counter() }
    var state = AppState()

    // When
    let tapped = scope.reduce(into: &state, action: .tapped)
    let detail = scope.reduce(into: &state, action: .detail(.increment))

    // Then
    #expect(state == AppState())
    #expect(tapped.isNone)
    #expect(detail.isNone)
  }

  @Test func scopeLiftsTheChildsEffectsIntoParentActions() async {
    // Given
    let scope = Scope(state: \AppState.counter, action: .counter) { Counter() }
    var state = AppState()

    // When
    let effect = scope.reduce(into: &state, action: .counter(.incrementLater))

    // Then
    #expect(await actions(of: effect) == [.counter(.increment)])
  }

  @Test func aChildEffectsActionReachesTheParentStoreAsAParentAction() async {
    // Given
    let store = Store(
      initialState: AppState(),
      reducer: CombineReducers {
        Scope(state: \AppState.counter, action: .counter) { Counter() }
        Self.tracer("app")
      }
    )

    // When
    await store.send(.counter(.incrementLater)).finish()

    // Then
    #expect(store.state.counter.count == 1)
    #expect(store.state.trail == ["app: counter(incrementLater)", "app: counter(increment)"])
  }

  // MARK: - Combining

  @Test func combinedReducersRunInOrderOnTheSameStateAndMergeTheirEffects() async {
    // Given
    let first = Reduce<AppState, AppAction> { state, _ in
      state.trail.append("first saw \(state.trail.count) entries")
      return .send(.counter(.increment))
    }
    let second = Reduce<AppState, AppAction> { state, _ in
      state.trail.append("second saw \(state.trail.count) entries")
      return .send(.detail(.increment))
    }
    var state = AppState()

    // When
    let effect = first.combined(with: second).reduce(into: &state, action: .tapped)

    // Then
    #expect(state.trail == ["first saw 0 entries", "second saw 1 entries"])
    #expect(await actions(of: effect) == [.counter(.increment), .detail(.increment)])
  }

  @Test func combineReducersRunsItsBodyTopToBottom() async {
    // Given
    let app = CombineReducers {
      Self.tracer("one")
      Scope(state: \AppState.counter, action: .counter) { Counter() }
      Self.tracer("two")
      Reduce { state, _ in
        state.trail.append("three sees count \(state.counter.count)")
        return .send(.tapped)
      }
    }
    var state = AppState()

    // When
    let effect = app.reduce(into: &state, action: .counter(.increment))

    // Then
    #expect(
      state.trail == [
        "one: counter(increment)",
        "two: counter(increment)",
        "three sees count 1",
      ]
    )
    #expect(await actions(of: effect) == [.tapped])
  }

  // MARK: - ifLet

  @Test func ifLetRunsTheChildBeforeTheParentWhenTheChildStateIsPresent() async {
    // Given
    let app = Reduce<AppState, AppAction> { state, action in
      state.trail.append("parent sees detail \(state.detail?.count ?? -1)")
      return .none
    }
    .ifLet(\.detail, action: .detail) { Counter() }
    var state = AppState(detail: Counter.State())

    // When
    let increment = app.reduce(into: &state, action: .detail(.increment))
    let later = app.reduce(into: &state, action: .detail(.incrementLater))

    // Then
    #expect(state.detail == Counter.State(count: 1))
    #expect(state.trail == ["parent sees detail 1", "parent sees detail 1"])
    #expect(increment.isNone)
    #expect(await actions(of: later) == [.detail(.increment)])
  }

  @Test func ifLetIgnoresChildActionsWhileTheChildStateIsNil() {
    // Given
    let app = Self.tracer("parent").ifLet(\.detail, action: .detail) { Counter() }
    var state = AppState(detail: nil)

    // When
    let effect = app.reduce(into: &state, action: .detail(.incrementLater))

    // Then
    #expect(state.detail == nil)
    #expect(state.trail == ["parent: detail(incrementLater)"])
    #expect(effect.isNone)
  }

  @Test func ifLetLeavesOtherActionsToTheParent() {
    // Given
    let app = Self.tracer("parent").ifLet(\.detail, action: .detail) { Counter() }
    var state = AppState(detail: Counter.State())

    // When
    _ = app.reduce(into: &state, action: .counter(.increment))

    // Then
    #expect(state.detail == Counter.State())
    #expect(state.trail == ["parent: counter(increment)"])
  }

  // MARK: - forEach

  @Test func forEachUpdatesOnlyTheElementWithTheActionsID() {
    // Given
    let app = Self.tracer("parent").forEach(\.rows, action: .rows) { Counter() }
    var state = AppState(rows: [Counter.State(id: 1), Counter.State(id: 2), Counter.State(id: 3)])

    // When
    _ = app.reduce(into: &state, action: .row(id: 2, action: .increment))

    // Then
    #expect(
      state.rows.elements == [
        Counter.State(id: 1, count: 0),
        Counter.State(id: 2, count: 1),
        Counter.State(id: 3, count: 0),
      ]
    )
    #expect(state.trail == ["parent: row(2, increment)"])
  }

  @Test func forEachIgnoresActionsForAnUnknownID() {
    // Given
    let app = Reduce<AppState, AppAction> { _, _ in .none }
      .forEach(\.rows, action: .rows) { Counter() }
    var state = AppState(rows: [Counter.State(id: 1)])

    // When
    let effect = app.reduce(into: &state, action: .row(id: 9, action: .incrementLater))

    // Then
    #expect(state.rows.elements == [Counter.State(id: 1)])
    #expect(effect.isNone)
  }

  @Test func forEachEffectsCarryTheIDOfTheirElement() async {
    // Given
    let app = Reduce<AppState, AppAction> { _, _ in .none }
      .forEach(\.rows, action: .rows) { Counter() }
    var state = AppState(rows: [Counter.State(id: 1), Counter.State(id: 2)])

    // When
    let effect = app.reduce(into: &state, action: .row(id: 2, action: .incrementLater))

    // Then
    #expect(await actions(of: effect) == [.row(id: 2, action: .increment)])
  }

  @Test func anElementsEffectUpdatesThatElementInAStore() async {
    // Given
    let store = Store(
      initialState: AppState(rows: [Counter.State(id: 1), Counter.State(id: 2)]),
      reducer: Self.tracer("parent").forEach(\.rows, action: .rows) { Counter() }
    )

    // When
    await store.send(.row(id: 2, action: .incrementLater)).finish()

    // Then
    #expect(store.state.rows.elements == [Counter.State(id: 1), Counter.State(id: 2, count: 1)])
    #expect(store.state.trail == ["parent: row(2, incrementLater)", "parent: row(2, increment)"])
  }
}

extension ActionPath where Root == CompositionTests.AppAction, Value == CompositionTests.Counter.Action {
  static var counter: Self {
    ActionPath(embed: Root.counter) { if case .counter(let action) = $0 { action } else { nil } }
  }

  static var detail: Self {
    ActionPath(embed: Root.detail) { if case .detail(let action) = $0 { action } else { nil } }
  }
}

extension ActionPath
where Root == CompositionTests.AppAction, Value == IdentifiedAction<Int, CompositionTests.Counter.Action> {
  static var rows: Self {
    ActionPath(embed: Root.rows) { if case .rows(let action) = $0 { action } else { nil } }
  }
}
