import Observation
import TestSupport
import Testing
@testable import Unidirectional

/// Child stores notify only when their own part of the state changed, row stores only for
/// their own row, and a send that nobody can be observing touches no observer.
@MainActor
struct GranularObservationTests {
  struct Row: Equatable, Identifiable, Sendable {
    let id: Int
    var likes = 0
  }

  struct Board: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArray<Row> = []
      var title = ""
      var list: IdentifiedArray<Row> = []
    }

    enum Action: Sendable {
      case rows(IdentifiedAction<Int, RowAction>)
      case rename(String)
      case appendToList(Int)
      case remove(Int)
      case nothing
    }

    enum RowAction: Sendable { case like }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .rename(let title): state.title = title
        case .appendToList(let id): state.list.append(Row(id: id))
        case .remove(let id): state.rows.remove(id: id)
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

  /// A root state that is `Fingerprinted`, so its store compares it without a copy.
  struct Tally: Reducer {
    struct State: Equatable, Fingerprinted {
      var total = 0
      var label = "tally"

      var fingerprint: State { self }
    }

    enum Action: Sendable { case add(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard case .add(let amount) = action else { return .none }
      state.total += amount
      return .none
    }
  }

  func makeStore(rows: Int = 1_000) -> Store<Board.State, Board.Action> {
    Store(
      initialState: Board.State(rows: IdentifiedArray(uniqueElements: (0..<rows).map { Row(id: $0) })),
      reducer: Board()
    )
  }

  /// Registers one observation of `read`, recording `name` when it reports a change.
  func observe(_ name: String, into changes: Journal<String>, _ read: @escaping () -> Void) {
    withObservationTracking(read) { changes.append(name) }
  }

  @Test func ofAThousandObservedRowStoresOnlyTheChangedRowIsNotified() {
    // Given
    let store = makeStore()
    let rowStores = store.scope(forEach: \.rows, action: .rows)
    let changes = Journal<String>()
    for rowStore in rowStores {
      observe("row \(rowStore.id)", into: changes) { _ = rowStore.state }
    }

    // When
    store.send(.rows(.element(id: 7, action: .like)))

    // Then
    #expect(changes.entries == ["row 7"])
    #expect(rowStores[7].state.likes == 1)
  }

  @Test func anActionThatChangesNothingAnyObserverReadNotifiesNone() {
    // Given
    let store = makeStore()
    let changes = Journal<String>()
    for rowStore in store.scope(forEach: \.rows, action: .rows) {
      observe("row \(rowStore.id)", into: changes) { _ = rowStore.state }
    }
    let rowsStore = store.scope(state: \.rows, action: .identity)
    observe("rows", into: changes) { _ = rowsStore.state }

    // When
    store.send(.rename("Board"))
    store.send(.nothing)

    // Then
    #expect(changes.entries == [])
  }

  @Test func aScopedStoreNotifiesOnlyWhenItsSliceChanged() {
    // Given
    let store = makeStore(rows: 3)
    let titleStore = store.scope(state: \.title, action: .identity)
    let changes = Journal<String>()
    observe("title", into: changes) { _ = titleStore.state }

    // When
    store.send(.rows(.element(id: 1, action: .like)))

    // Then
    #expect(changes.entries == [])

    // When
    store.send(.rename("Board"))

    // Then
    #expect(changes.entries == ["title"])
    #expect(titleStore.state == "Board")
  }

  @Test func aBurstOfActionsBetweenTwoReadsNotifiesOnce() {
    // Given
    let store = makeStore(rows: 3)
    let titleStore = store.scope(state: \.title, action: .identity)
    let changes = Journal<String>()
    observe("root", into: changes) { _ = store.state }
    observe("title", into: changes) { _ = titleStore.state }

    // When
    for index in 0..<100 { store.send(.rename("title \(index)")) }

    // Then
    #expect(changes.entries.sorted() == ["root", "title"])
  }

  @Test func scopingAgainGivesTheSameStoreSoAViewKeepsItsObservation() {
    // Given
    let store = makeStore(rows: 3)

    // When
    let first = store.scope(state: \.title, action: .identity)
    let second = store.scope(state: \.title, action: .identity)
    let firstRows = store.scope(forEach: \.rows, action: .rows)
    let secondRows = store.scope(forEach: \.rows, action: .rows)

    // Then
    #expect(first === second)
    #expect(zip(firstRows, secondRows).allSatisfy { $0 === $1 })
  }

  @Test func aRemovedRowsStoreKeepsShowingTheValueItsObserverReadSoOnlyTheListsObserverIsTold() {
    // Given
    let store = makeStore(rows: 3)
    let rowStore = store.scope(forEach: \.rows, action: .rows)[1]
    store.send(.rows(.element(id: 1, action: .like)))
    let changes = Journal<String>()
    observe("row 1", into: changes) { _ = rowStore.state }
    observe("rows", into: changes) { _ = store.rows }

    // When
    store.send(.remove(1))
    store.send(.nothing)

    // Then: the row's view shows what it showed until the list's view drops it
    #expect(changes.entries == ["rows"])
    #expect(rowStore.state == Row(id: 1, likes: 1))
    #expect(store.scope(forEach: \.rows, action: .rows).map(\.id) == [0, 2])
  }

  @Test func aRowStoreWhoseRowWasRemovedBeforeItWasEverReadShowsTheRowAsItWas() {
    // Given
    let store = makeStore(rows: 3)
    let rowStore = store.scope(forEach: \.rows, action: .rows)[1]

    // When
    store.send(.remove(1))
    rowStore.send(.like)

    // Then: the row's last value, and the like for a removed row changed nothing
    #expect(rowStore.state == Row(id: 1))
    #expect(store.state.rows.map(\.id) == [0, 2])
  }

  @Test func anObservedListSliceIsComparedWithoutACopySoAnAppendStaysInPlace() {
    // Given
    var store: Store<Board.State, Board.Action>? = makeStore(rows: 0)
    store?.send(.appendToList(0))
    let listStore = store!.scope(state: \.list, action: .identity)
    let changes = Journal<String>()
    var bufferAddresses: Set<ObjectIdentifier> = []

    // When: every append is observed, as a view re-reading the list after each render
    for id in 1...200 {
      observe("list", into: changes) { _ = listStore.state.count }
      store?.send(.appendToList(id))
      bufferAddresses.insert(ObjectIdentifier(store!.state.list.storage.buffer))
    }

    // Then: one notification per append, and the elements moved only when the array grew
    #expect(changes.entries.count == 200)
    #expect(bufferAddresses.count <= 8, "the list was copied on appends: \(bufferAddresses.count) buffers")
    store = nil
  }

  @Test func givenAViewThatReadsTheTitleOffTheRootStoreWhenOnlyTheRowsChangeThenItIsNotTold() {
    // Given
    let store = makeStore(rows: 3)
    let changes = Journal<String>()
    observe("title", into: changes) { _ = store.title }
    observe("rows", into: changes) { _ = store.rows }

    // When
    store.send(.rows(.element(id: 1, action: .like)))

    // Then
    #expect(changes.entries == ["rows"])

    // When
    observe("rows", into: changes) { _ = store.rows }
    store.send(.rename("Board"))

    // Then
    #expect(changes.entries == ["rows", "title"])
  }

  @Test func givenAFingerprintedRootStateWhenAnActionLeavesItEqualThenItsReaderIsNotTold() {
    // Given
    let store = Store(initialState: Tally.State(), reducer: Tally())
    let changes = Journal<String>()
    observe("root", into: changes) { _ = store.state }

    // When
    store.send(.add(0))

    // Then
    #expect(changes.entries == [])

    // When
    store.send(.add(2))

    // Then
    #expect(changes.entries == ["root"])
  }

  @Test func givenAViewThatReadsAFieldOfARowStoreWhenAnotherFieldOfTheRowChangesThenItIsNotTold() {
    // Given
    let store = Store(initialState: Tally.State(), reducer: Tally())
    let tallyStore = store.scope(state: \.self, action: .identity)
    let changes = Journal<String>()
    observe("label", into: changes) { _ = tallyStore.label }

    // When
    store.send(.add(1))

    // Then
    #expect(changes.entries == [])
    #expect(tallyStore.total == 1)
  }

  @Test func aSendThatNobodyObservesNotifiesNobodyLater() {
    // Given
    let store = makeStore(rows: 1)
    let changes = Journal<String>()
    observe("root", into: changes) { _ = store.state }
    store.send(.nothing)

    // When: nobody read the state since the notification
    store.send(.rename("unseen"))

    // Then
    #expect(changes.entries == ["root"])
  }
}

extension ActionPath
where Root == GranularObservationTests.Board.Action,
  Value == IdentifiedAction<Int, GranularObservationTests.Board.RowAction> {
  static var rows: Self {
    ActionPath(embed: Root.rows) { if case .rows(let action) = $0 { action } else { nil } }
  }
}
