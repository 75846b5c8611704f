import Testing
import Unidirectional

/// A feature's `body` lists its parts, with `if`, `switch` and `for` over its configuration,
/// and the store runs the `reduce(into:action:)` derived from it.
@MainActor
struct ReducerBodyTests {
  /// Appends its name to the trail on every action.
  struct Mark: Reducer {
    let name: String

    func reduce(into state: inout [String], action: Int) -> Effect<Int> {
      state.append(name)
      return .none
    }
  }

  enum Mode { case plain, verbose, silent }

  /// A feature whose body's shape follows its configuration.
  struct Configured: Reducer {
    var isAudited = false
    var mode = Mode.plain
    var extras: [String] = []

    var body: some Reducer<[String], Int> {
      Mark(name: "core")
      if isAudited {
        Mark(name: "audit")
      }
      switch mode {
      case .plain:
        Mark(name: "plain")
      case .verbose:
        Mark(name: "verbose")
        Mark(name: "verbose again")
      case .silent:
        EmptyReducer()
      }
      if mode == .silent {
        Mark(name: "silenced")
      } else {
        Mark(name: "spoken")
      }
      for extra in extras {
        Mark(name: extra)
      }
      if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
        Mark(name: "available")
      }
    }
  }

  /// A feature with nothing in its body.
  struct Inert: Reducer {
    var body: some Reducer<[String], Int> {}
  }

  @Test func aBodyRunsItsReducersTopToBottom() {
    // Given
    var trail: [String] = []

    // When
    _ = Configured().reduce(into: &trail, action: 1)

    // Then
    #expect(trail == ["core", "plain", "spoken", "available"])
  }

  @Test func anIfWithoutElseRunsOnlyWhenItsConditionHolds() {
    // Given
    var trail: [String] = []

    // When
    _ = Configured(isAudited: true).reduce(into: &trail, action: 1)

    // Then
    #expect(trail == ["core", "audit", "plain", "spoken", "available"])
  }

  @Test func aSwitchAndAnIfElseRunTheChosenBranchOnly() {
    // Given
    var verbose: [String] = []
    var silent: [String] = []

    // When
    _ = Configured(mode: .verbose).reduce(into: &verbose, action: 1)
    _ = Configured(mode: .silent).reduce(into: &silent, action: 1)

    // Then
    #expect(verbose == ["core", "verbose", "verbose again", "spoken", "available"])
    #expect(silent == ["core", "silenced", "available"])
  }

  @Test func aForLoopRunsOneReducerPerElementInOrder() {
    // Given
    var trail: [String] = []

    // When
    _ = Configured(extras: ["x", "y", "z"]).reduce(into: &trail, action: 1)

    // Then
    #expect(trail == ["core", "plain", "spoken", "x", "y", "z", "available"])
  }

  @Test func anEmptyBodyChangesNothing() {
    // Given
    var trail = ["before"]

    // When
    let effect = Inert().reduce(into: &trail, action: 1)

    // Then
    #expect(trail == ["before"])
    #expect(effect.isNone)
  }

  @Test func aStoreRunsAFeatureDefinedByItsBody() {
    // Given
    let store = Store(initialState: [], reducer: Configured(isAudited: true, mode: .verbose))

    // When
    store.send(1)

    // Then
    #expect(store.state == ["core", "audit", "verbose", "verbose again", "spoken", "available"])
  }

  @Test func theEffectsOfABodysReducersAreMerged() async {
    // Given
    struct Echo: Reducer {
      let reply: Int
      func reduce(into state: inout [Int], action: Int) -> Effect<Int> {
        state.append(action)
        return action == 0 ? .send(reply) : .none
      }
    }
    struct Twice: Reducer {
      var body: some Reducer<[Int], Int> {
        Echo(reply: 1)
        Echo(reply: 2)
      }
    }
    let store = Store(initialState: [], reducer: Twice())

    // When
    await store.send(0).finish()

    // Then: both reducers saw 0, then each reply, in order
    #expect(store.state == [0, 0, 1, 1, 2, 2])
  }
}
