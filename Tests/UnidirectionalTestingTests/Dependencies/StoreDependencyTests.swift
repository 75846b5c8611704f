import FoundationEssentials
import Testing
import Unidirectional
import UnidirectionalTesting

/// The registry in a plain store: live values unless the store says otherwise, overrides
/// that stay with their store and subtree, and nothing left installed after a reduce.
@MainActor
struct StoreDependencyTests {
  let noon = Date(timeIntervalSince1970: 43_200)
  let evening = Date(timeIntervalSince1970: 64_800)

  @Test("Given a plain store, when a reducer reads dependencies, then it gets the live values")
  func aPlainStoreReadsLiveValues() async {
    let store = Store(initialState: Journal.State()) { Journal() }

    store.send(.add)
    store.send(.add)
    await store.send(.fetchQuote).finish()

    #expect(store.state.entries.count == 2)
    #expect(store.state.entries[0].id != store.state.entries[1].id)
    #expect(store.state.entries.allSatisfy { $0.id != .counted(0) && $0.id != .counted(1) })
    #expect(store.state.quote == "live")
  }

  @Test("Given a store made for a preview, when a reducer reads a dependency, then it gets the preview value")
  func aPreviewStoreReadsPreviewValues() async {
    let store = Store(initialState: Journal.State()) {
      Journal()
    } withDependencies: {
      $0.context = .preview
    }

    await store.send(.fetchQuote).finish()

    #expect(store.state.quote == "preview")
  }

  @Test("Given a store with an override, when an action was reduced, then code outside any store reads the live values again")
  func nothingStaysInstalledAfterAReduce() async throws {
    let store = Store(initialState: Journal.State()) {
      Journal()
    } withDependencies: {
      $0.quotes = Quotes { "overridden" }
    }

    await store.send(.fetchQuote).finish()

    #expect(store.state.quote == "overridden")
    #expect(try await Dependency(\.quotes).wrappedValue.fetch() == "live")
  }

  @Test(
    "Given a reducer that reads a dependency before and after a subtree that overrides it, when it reduces, then both reads outside the subtree see the outer value"
  )
  func aSubtreeOverrideEndsWithTheSubtree() {
    let store = Store(initialState: [Date]()) {
      Stamp()
      Stamp().dependency(\.date, .constant(evening))
      Stamp()
    } withDependencies: {
      $0.date = .constant(noon)
    }

    store.send(())

    #expect(store.state == [noon, evening, noon])
  }

  @Test(
    "Given two stores with different values whose effects read them off the main actor, when both run many effects at once, then each effect reads its own store's values"
  )
  func effectsOfTwoStoresNeverSeeEachOthersValues() async {
    let morning = Store(initialState: [Date]()) {
      OffMainStamp()
    } withDependencies: {
      $0.date = .constant(noon)
    }
    let night = Store(initialState: [Date]()) {
      OffMainStamp()
    } withDependencies: {
      $0.date = .constant(evening)
    }

    var tasks: [StoreTask] = []
    for _ in 1...200 {
      tasks.append(morning.send(.stamp))
      tasks.append(night.send(.stamp))
    }
    for task in tasks { await task.finish() }

    #expect(morning.state == Array(repeating: noon, count: 200))
    #expect(night.state == Array(repeating: evening, count: 200))
  }
}

/// Appends the registry's date.
struct Stamp: Reducer {
  @Dependency(\.date) var date

  func reduce(into state: inout [Date], action: Void) -> Effect<Void> {
    state.append(date())
    return .none
  }
}

/// Reads the registry's date in an effect, on a thread of the global executor.
struct OffMainStamp: Reducer {
  enum Action { case stamp, stamped(Date) }

  @Dependency(\.date) var date

  func reduce(into state: inout [Date], action: Action) -> Effect<Action> {
    switch action {
    case .stamp:
      return .run { send in send(.stamped(await readOffMain())) }
    case .stamped(let date):
      state.append(date)
      return .none
    }
  }

  @concurrent
  private func readOffMain() async -> Date {
    await Task.yield()
    return date()
  }
}

/// A dependency that is a plain value, so what a reducer read is asserted exactly.
struct Greeting: Sendable, Equatable {
  var text: String
}

enum GreetingKey: DependencyKey {
  static let liveValue = Greeting(text: "live")
  static let previewValue = Greeting(text: "preview")
}

/// A dependency whose value is made from another one's, to show that a default is made
/// from defaults only.
enum EchoKey: DependencyKey {
  static var liveValue: Greeting { Dependency(\.greeting).wrappedValue }
  static var previewValue: Greeting { Greeting(text: "echo of \(Dependency(\.greeting).wrappedValue.text)") }
}

extension DependencyValues {
  var greeting: Greeting {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }

  var echo: Greeting {
    get { self[EchoKey.self] }
    set { self[EchoKey.self] = newValue }
  }
}

/// A child whose effect answers later, run under an override; its parent reads the same
/// dependency when the answer arrives, and again in an effect of its own.
struct Caller: Reducer {
  struct State: Equatable {
    var answers = 0
    var heardInReduce: String?
    var heardInEffect: String?
  }

  enum Action: Equatable {
    case child(Child.Action)
    case heard(String)
  }

  struct Child: Reducer {
    enum Action: Equatable { case call, answered }

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      guard case .call = action else {
        state += 1
        return .none
      }
      return .run { send in
        await Task.yield()
        send(.answered)
      }
    }
  }

  @Dependency(\.greeting) var greeting

  var body: some Reducer<State, Action> {
    Scope(state: \.answers, action: .child) {
      Child().dependency(\.greeting, Greeting(text: "subtree"))
    }
    Reduce { state, action in
      guard case .child(.answered) = action else {
        if case .heard(let text) = action { state.heardInEffect = text }
        return .none
      }
      state.heardInReduce = greeting.text
      return .run { send in send(.heard(greeting.text)) }
    }
  }
}

extension ActionPath where Root == Caller.Action, Value == Caller.Child.Action {
  static var child: Self {
    ActionPath(embed: Root.child) { if case .child(let action) = $0 { action } else { nil } }
  }
}

@MainActor
struct DependencyScopeTests {
  @Test(
    "Given a plain store whose child runs under an override, when the child's effect sends an action the parent handles, then the parent and its effect read the store's values, not the child's"
  )
  func aParentNeverReadsItsChildsOverride() async {
    let store = Store(initialState: Caller.State()) { Caller() }

    await store.send(.child(.call)).finish()

    #expect(store.state == Caller.State(answers: 1, heardInReduce: "live", heardInEffect: "live"))
  }

  @Test(
    "Given a subtree that overrides with a counting generator, when it reduces several actions, then the generator counts on instead of starting over"
  )
  func aSubtreeOverrideIsMadeOncePerStore() {
    let store = Store(initialState: [UUID]()) {
      Minter().dependencies { $0.uuid = .incrementing }
    }

    store.send(())
    store.send(())
    store.send(())

    #expect(store.state == [.counted(0), .counted(1), .counted(2)])
  }

  @Test(
    "Given a key whose default is made from another dependency, when a store that overrides that other one reads it first, then the default is made from defaults only"
  )
  func aDefaultIsMadeFromDefaultsOnly() {
    let store = Store(initialState: [String]()) {
      EchoReader()
    } withDependencies: {
      $0.context = .preview
      $0.greeting = Greeting(text: "override")
    }

    store.send(())

    #expect(store.state == ["echo of preview"])
  }
}

/// Appends a UUID from the registry.
struct Minter: Reducer {
  @Dependency(\.uuid) var uuid

  func reduce(into state: inout [UUID], action: Void) -> Effect<Void> {
    state.append(uuid())
    return .none
  }
}

/// Appends the echo's text.
struct EchoReader: Reducer {
  @Dependency(\.echo) var echo

  func reduce(into state: inout [String], action: Void) -> Effect<Void> {
    state.append(echo.text)
    return .none
  }
}
