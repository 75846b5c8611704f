import Observation
import TestSupport
import Testing

@testable import Unidirectional

/// Found by review of the observation that costs what changed: each test states a behaviour
/// the contract promises, and failed before its fix.
@MainActor
struct ReviewObservationTests {
  struct Row: Equatable, Identifiable, Sendable {
    let id: Int
    var likes = 0
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var rows = IdentifiedArray(uniqueElements: (0..<3).map { Row(id: $0) })
      var title = ""
      var count = 0
    }

    enum Action: Sendable {
      case rows(IdentifiedAction<Int, RowAction>)
      case remove(Int)
      case add(Row)
      case rename(String)
      case bumpAndRename(String)
      case nothing
    }

    enum RowAction: Sendable { case like }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .remove(let id): state.rows.remove(id: id)
        case .add(let row): state.rows.append(row)
        case .rename(let title): state.title = title
        case .bumpAndRename(let title):
          state.count += 1
          state.title = title
        case .rows, .nothing: break
        }
        return .none
      }
      .forEach(\.rows, action: .rows) {
        Reduce { row, _ in
          row.likes += 1
          return .none
        }
      }
    }
  }

  typealias RowStore = Store<Row, Feature.RowAction>

  func observe(_ name: String, into changes: Journal<String>, _ read: @escaping () -> Void) {
    withObservationTracking(read) { changes.append(name) }
  }

  func rowStore(_ id: Int, of store: Store<Feature.State, Feature.Action>) -> RowStore {
    store.scope(forEach: \.rows, action: .rows).first { $0.id == id }!
  }

  // MARK: - An older row store stays reachable once the newest store of its id is freed

  @Test func givenAnOldRowStoreStillObservedWhenTheNewerStoreOfItsIdIsFreedAndTheRowComesBackChangedThenTheOldStoreIsTold() {
    // Given: a row view holds the store of row 1 and observes it
    let store = Store(initialState: Feature.State(), reducer: Feature())
    let old = rowStore(1, of: store)
    let changes = Journal<String>()
    observe("old", into: changes) { _ = old.state }
    // the row leaves, the list re-renders (drops its store), the row comes back unchanged
    store.send(.remove(1))
    _ = store.scope(forEach: \.rows, action: .rows)
    store.send(.add(Row(id: 1)))
    // a newer store of row 1 is made and read, then its row leaves again and it is freed
    weak var weakNewer: RowStore?
    do {
      let newer = rowStore(1, of: store)
      weakNewer = newer
      observe("newer", into: changes) { _ = newer.state }
    }
    store.send(.remove(1))
    _ = store.scope(forEach: \.rows, action: .rows)
    #expect(weakNewer == nil)

    // When: row 1 comes back with another value
    store.send(.add(Row(id: 1, likes: 5)))

    // Then: the old store, which shows row 1 again, is told
    #expect(changes.entries == ["old"])
    #expect(old.state == Row(id: 1, likes: 5))
  }

  // MARK: - A freed row store that waited does not leave the list waiting

  @Test func givenAnObservedRowStoreFreedAfterItsRowLeftWhenTheListChangesThenNothingIsLeftWaiting() {
    // Given
    let store = Store(initialState: Feature.State(), reducer: Feature())
    let changes = Journal<String>()
    weak var weakRow: RowStore?
    do {
      let row = rowStore(1, of: store)
      weakRow = row
      observe("row", into: changes) { _ = row.state }
    }
    store.send(.remove(1))
    _ = store.scope(forEach: \.rows, action: .rows)
    #expect(weakRow == nil)

    // When
    store.send(.add(Row(id: 7)))
    store.send(.nothing)

    // Then: no store is left that anyone can observe, so the root checks nothing
    #expect(changes.entries == [])
    #expect(store.core.observedSlices.isEmpty, "the list's rows still count a freed store as waiting")
  }

  @Test func givenManyRowsReadThenRemovedAndFreedThenTheListForgetsTheirStores() {
    // Given
    let store = Store(initialState: Feature.State(), reducer: Feature())
    let changes = Journal<String>()

    // When: 200 rows come, are shown and told once, leave, and their stores are freed
    for id in 100..<300 {
      store.send(.add(Row(id: id)))
      do {
        let row = rowStore(id, of: store)
        observe("row", into: changes) { _ = row.state }
      }
      store.send(.rows(.element(id: id, action: .like)))
      store.send(.remove(id))
      _ = store.scope(forEach: \.rows, action: .rows)
    }

    // Then: the list's bookkeeping does not keep an entry per row ever read
    #expect(changes.entries.count == 200)
    #expect(observedRowEntries(of: store) <= 10, "entries of freed row stores are never dropped")
  }

  /// How many row stores the list's `ObservedRows` keeps listings of.
  func observedRowEntries(of store: Store<Feature.State, Feature.Action>) -> Int {
    let children = Mirror(reflecting: store.children).children.first { $0.label == "children" }!
      .value as! [ScopeIdentity: AnyObject]
    let elementStores = children.values.compactMap { $0 as? ElementStores<Row, Feature.RowAction> }
      .first!
    let listings = Mirror(reflecting: elementStores.observed).children
      .first { $0.label == "listings" }!
      .value as! [Int: [RowListing]]
    return listings.values.map(\.count).reduce(0, +)
  }

  // MARK: - A reader that reads again while told is not told again of the same change

  @Test func givenAnObserverThatReadsTheTitleAgainWhileToldOfTheCountWhenBothChangedInOneActionThenTheNewReadIsNotTold() {
    // Given
    let store = Store(initialState: Feature.State(), reducer: Feature())
    let changes = Journal<String>()
    withObservationTracking { _ = store.count } onChange: {
      changes.append("count")
      MainActor.assumeIsolated {
        withObservationTracking { _ = store.title } onChange: { changes.append("title read again") }
      }
    }
    observe("title", into: changes) { _ = store.title }

    // When
    store.send(.bumpAndRename("A"))

    // Then: the title read after the change saw "A", and the title is still "A"
    #expect(changes.entries == ["count", "title"])
    #expect(store.title == "A")
  }

  @Test func givenAnObserverThatReadsAChildStoreWhileTheRootTellsItWhenTheChildChangedInTheSameActionThenTheNewReadIsNotTold() {
    // Given
    let store = Store(initialState: Feature.State(), reducer: Feature())
    let titleStore = store.scope(state: \.title, action: .identity)
    let changes = Journal<String>()
    observe("title slice", into: changes) { _ = titleStore.state }
    withObservationTracking { _ = store.count } onChange: {
      changes.append("count")
      MainActor.assumeIsolated {
        withObservationTracking { _ = titleStore.state } onChange: {
          changes.append("title slice read again")
        }
      }
    }

    // When
    store.send(.bumpAndRename("A"))

    // Then
    #expect(changes.entries == ["count", "title slice"])
    #expect(titleStore.state == "A")
  }
}

extension ActionPath
where Root == ReviewObservationTests.Feature.Action,
  Value == IdentifiedAction<Int, ReviewObservationTests.Feature.RowAction> {
  static var rows: Self {
    ActionPath(embed: Root.rows) { if case .rows(let action) = $0 { action } else { nil } }
  }
}
