import Unidirectional
import UnidirectionalNavigation
import UnidirectionalPersistence

/// `sharing.follow`: what sharing the elements of a 1,000-element list by id costs a change
/// made in a pushed screen: the same rename sent to the top detail screen of a stack, with
/// the list shared into every detail screen and without. The shared send reads every copy,
/// looks the element up by id and writes the list and the other screens, and must not grow
/// with the list (at most 2× from 10 to 1,000 elements; quick runs read 0.8–1.3×). Against
/// the unshared send it is held to at most 25×: quick runs read 8–14× (28 µs against 2–3.5
/// µs), most of it the generic runtime (metadata lookups, type-erased keys) of a first
/// version; the margin is for CI, which runs after the sanitizers.
enum SharingBenchmarks {
  static let follow = Benchmark(
    name: "sharing.follow",
    summary: "a rename in a pushed detail of a 1,000-element list shared by id, vs not shared"
  ) { context in
    let sends = context.quick ? 50_000 : 200_000
    let measurements = await context.measure(
      [rename(sends, shared: true, listLength: 1_000), rename(sends, shared: false, listLength: 1_000),
       rename(sends, shared: true, listLength: 10)],
      samples: context.samples(full: 9, quick: 3)
    )
    return BenchmarkReport(
      name: "sharing.follow",
      summary: "Store.send to the top of three detail screens, each a copy of one element of the list",
      measurements: measurements,
      checks: [
        .ratio(measurements[0], to: measurements[1], atMost: 25),
        .ratio(measurements[0], to: measurements[2], atMost: 2),
      ]
    )
  }

  /// Renames the meeting of the top detail screen `sends` times, with three detail screens
  /// of one meeting pushed over a list of `listLength` meetings.
  private static func rename(_ sends: Int, shared: Bool, listLength: Int) -> Contender {
    let label = "rename in a detail, \(shared ? "shared" : "not shared"), list of \(listLength)"
    return Contender(label: label, operations: sends) {
      let meetings = IdentifiedArray(uniqueElements: (0..<listLength).map { Talk(id: $0, title: "") })
      let store = Store(initialState: Schedule.State(talks: meetings), reducer: Schedule(isShared: shared))
      let shown = listLength / 2
      for _ in 0..<3 { store.send(.open(shown)) }
      let top = store.withState { $0.path.ids[2] }
      let titles = (0..<16).map { identity(Schedule.Action.path(.element(id: top, action: .rename("Talk \($0)")))) }
      let elapsed = timed {
        for index in 0..<sends { store.send(titles[index & 15]) }
      }
      let expected = "Talk \((sends - 1) & 15)"
      precondition(store.withState { $0.path.last?.talk.title } == expected, "a rename was lost")
      precondition(
        !shared || store.withState { [$0.talks[id: shown]?.title, $0.path.first?.talk.title] } == [expected, expected],
        "a rename did not reach the list and the lowest screen")
      return elapsed
    }
  }
}

/// An element of the list.
private struct Talk: Identifiable, Equatable {
  let id: Int
  var title: String
}

/// A screen that shows one talk and renames it.
private struct TalkDetail: Reducer {
  struct State: Equatable { var talk: Talk }
  enum Action { case rename(String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rename(let title): state.talk.title = title
    }
    return .none
  }
}

/// A list of talks and a stack of detail screens, the list shared into them or not.
private struct Schedule: Reducer {
  struct State {
    var talks: IdentifiedArray<Talk>
    var path = StackState<TalkDetail.State>()
  }

  enum Action {
    case open(Int)
    case path(StackAction<TalkDetail.State, TalkDetail.Action>)
  }

  let isShared: Bool

  var body: some Reducer<State, Action> {
    let parent = Reduce<State, Action> { state, action in
      if case .open(let id) = action, let talk = state.talks[id: id] {
        state.path.append(TalkDetail.State(talk: talk))
      }
      return .none
    }
    if isShared {
      parent.sharing(elementsOf: \.talks, into: .stack(\.path, .field(\.talk)))
        .forEach(\.path, action: .path) { TalkDetail() }
    } else {
      parent.forEach(\.path, action: .path) { TalkDetail() }
    }
  }
}

extension ActionPath
where Root == Schedule.Action, Value == StackAction<TalkDetail.State, TalkDetail.Action> {
  fileprivate static var path: Self {
    ActionPath(embed: Root.path) { if case .path(let a) = $0 { a } else { nil } }
  }
}
