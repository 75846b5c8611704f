import Observation
import TestSupport
import Testing

@testable import Unidirectional

/// More review checks: the first two failed before their fix (a cost and a told removed
/// row), the rest pin behaviour the review found right.
@MainActor
struct ReviewObservationMoreTests {
  typealias Feature = ReviewObservationTests.Feature
  typealias Row = ReviewObservationTests.Row

  nonisolated(unsafe) static var lookups = 0

  struct Item: Equatable, Identifiable, Sendable {
    let id: Int
    var likes = 0
    /// Counts how often a child store of the row reads it.
    var counted: Int {
      ReviewObservationMoreTests.lookups += 1
      return likes
    }
  }

  struct List: Reducer {
    struct State: Equatable {
      var items = IdentifiedArray(uniqueElements: (0..<100).map { Item(id: $0) })
      var title = ""
    }
    enum Action: Sendable {
      case items(IdentifiedAction<Int, Never>)
      case rename(String)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .rename(let title) = action { state.title = title }
      return .none
    }
  }

  static let itemsPath = ActionPath<List.Action, IdentifiedAction<Int, Never>>(embed: List.Action.items) {
    if case .items(let action) = $0 { action } else { nil }
  }
  static let plainRows = ActionPath<Plains.Action, IdentifiedAction<Int, Never>>(embed: Plains.Action.rows) {
    if case .rows(let action) = $0 { action } else { nil }
  }

  func observe(_ name: String, into changes: Journal<String>, _ read: @escaping () -> Void) {
    withObservationTracking(read) { changes.append(name) }
  }

  // MARK: - A child scope of a row store is asked only when its row is

  @Test func givenAHundredObservedChildStoresOfRowsWhenOnlyTheTitleChangesThenNoRowIsLookedAt() {
    // Given: each row view scopes its row once more and observes that child
    let store = Store(initialState: List.State(), reducer: List())
    let items = store.scope(forEach: \.items, action: Self.itemsPath)
    let children = items.map { $0.scope(state: \.counted, action: .identity) }
    let changes = Journal<String>()
    for child in children { observe("child", into: changes) { _ = child.state } }
    Self.lookups = 0

    // When: an action that changes no row
    store.send(.rename("A"))

    // Then
    #expect(changes.entries == [])
    #expect(Self.lookups == 0, "every observed child of a row was asked")
  }

  // MARK: - A removed row that is not Equatable is not told

  struct Plain: Identifiable, Sendable {
    let id: Int
    var likes = 0
  }

  struct Plains: Reducer {
    struct State {
      var rows = IdentifiedArray(uniqueElements: (0..<3).map { Plain(id: $0) })
    }
    enum Action: Sendable {
      case rows(IdentifiedAction<Int, Never>)
      case remove(Int)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .remove(let id) = action { state.rows.remove(id: id) }
      return .none
    }
  }

  @Test func givenARowThatIsNotEquatableWhenItIsRemovedThenItsStoreKeepsShowingItAndIsNotTold() {
    // Given
    let store = Store(initialState: Plains.State(), reducer: Plains())
    let row = store.scope(forEach: \.rows, action: Self.plainRows)[1]
    let changes = Journal<String>()
    observe("row 1", into: changes) { _ = row.state }

    // When
    store.send(.remove(1))

    // Then: it shows what it showed
    #expect(row.state.id == 1)
    #expect(changes.entries == [])
  }

  // MARK: - Behaviour the review found right

  @Test func givenTwoListsOfTheSameRowsWhenARowChangesPastTheEditLogThenBothOfItsStoresAreTold() {
    let store = Store(initialState: Feature.State(), reducer: Feature())
    let viaRoot = store.scope(forEach: \.rows, action: .rows)[1]
    let viaSlice = store.scope(state: \.self, action: .identity).scope(forEach: \.rows, action: .rows)[1]
    let changes = Journal<String>()
    observe("root list", into: changes) { _ = viaRoot.state }
    observe("slice list", into: changes) { _ = viaSlice.likes }
    for _ in 0..<40 { store.send(.rows(.element(id: 2, action: .like))) }
    #expect(changes.entries == [])
    store.send(.rows(.element(id: 1, action: .like)))
    #expect(changes.entries.sorted() == ["root list", "slice list"])
  }

  @Test func givenARowStoreFirstReadWhileItsRowIsAbsentWhenTheRowComesBackChangedThenItIsTold() {
    let store = Store(initialState: Feature.State(), reducer: Feature())
    let row = store.scope(forEach: \.rows, action: .rows)[1]
    store.send(.remove(1))
    let changes = Journal<String>()
    observe("row 1", into: changes) { _ = row.likes }
    store.send(.add(Row(id: 9)))
    #expect(changes.entries == [])
    store.send(.add(Row(id: 1, likes: 3)))
    #expect(changes.entries == ["row 1"])
  }

  @Test func givenAScopeOfAScopeAndAListInAScopedStoreThenEachIsToldOnlyOfItsOwnChange() {
    let store = Store(initialState: Feature.State(), reducer: Feature())
    let whole = store.scope(state: \.self, action: .identity)
    let title = whole.scope(state: \.title, action: .identity)
    let row = whole.scope(forEach: \.rows, action: .rows)[2]
    let changes = Journal<String>()
    observe("title", into: changes) { _ = title.state }
    observe("row", into: changes) { _ = row.state }
    store.send(.rows(.element(id: 0, action: .like)))
    #expect(changes.entries == [])
    store.send(.rename("A"))
    #expect(changes.entries == ["title"])
    store.send(.rows(.element(id: 2, action: .like)))
    #expect(changes.entries == ["title", "row"])
  }

  @Test func givenAnObserverThatSendsAnActionAndReadsAgainWhileToldThenTheSecondChangeIsToldToo() {
    let store = Store(initialState: Feature.State(), reducer: Feature())
    let row = store.scope(forEach: \.rows, action: .rows)[1]
    let changes = Journal<String>()
    withObservationTracking { _ = row.state } onChange: {
      changes.append("first")
      MainActor.assumeIsolated {
        row.send(.like)
        withObservationTracking { _ = row.state } onChange: { changes.append("second") }
      }
    }
    row.send(.like)
    #expect(changes.entries == ["first", "second"])
    #expect(row.likes == 2)
  }

  @Test func givenObservedStoresOfAllKindsWhenTheAppDropsTheRootThenEveryStoreIsFreed() {
    weak var weakRoot: Store<Feature.State, Feature.Action>?
    weak var weakRow: Store<Row, Feature.RowAction>?
    weak var weakSlice: Store<Feature.State, Feature.Action>?
    weak var weakNestedRow: Store<Row, Feature.RowAction>?
    weak var weakRowChild: Store<Int, Feature.RowAction>?
    let changes = Journal<String>()
    do {
      let store = Store(initialState: Feature.State(), reducer: Feature())
      weakRoot = store
      let row = store.scope(forEach: \.rows, action: .rows)[1]
      let slice = store.scope(state: \.self, action: .identity)
      let nestedRow = slice.scope(forEach: \.rows, action: .rows)[0]
      let rowChild = row.scope(state: \.likes, action: .identity)
      weakRow = row
      weakSlice = slice
      weakNestedRow = nestedRow
      weakRowChild = rowChild
      observe("row", into: changes) { _ = row.state }
      observe("slice", into: changes) { _ = slice.title }
      observe("nested", into: changes) { _ = nestedRow.likes }
      observe("rowChild", into: changes) { _ = rowChild.state }
      observe("root", into: changes) { _ = store.count }
      store.send(.remove(1))
      _ = store.scope(forEach: \.rows, action: .rows)
    }
    #expect(weakRoot == nil)
    #expect(weakRow == nil)
    #expect(weakSlice == nil)
    #expect(weakNestedRow == nil)
    #expect(weakRowChild == nil)
  }
}
