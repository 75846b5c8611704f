import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// Edits by id apply while pages load; refreshes let the server win over all but pending ones.
@MainActor
struct PagingFeatureEditTests {
  let fetch = NoteFetch()

  func makeStore(
    _ policy: PendingEditPolicy = .keptUntilSettled, list: PagingDataState<IdentifiedArray<Note>, AppError>
  ) -> TestStore<Notes.State, Notes.Action> {
    TestStore(
      initialState: Notes.State(list: list, nextPage: .cursor(3)),
      reducer: Notes(pageSize: 3, pendingEditPolicy: policy, recordsChanges: true) { try await fetch($0) }
    )
  }

  @Test func givenAPageLoadingWhenRowsAreLikedRemovedAndInsertedThenEachEditLandsAndIsRecorded() async {
    let store = makeStore(list: .success(notes([1, 2, 3])))
    await store.send(.reachBottom) {
      $0.list = .paging(notes([1, 2, 3]))
    }

    await store.send(.edit(.update(Note(id: 2, liked: true)))) {
      $0.list = .paging(notes([1, 2, 3], liked: [2]))
      $0.changes = ListChanges(revision: 1, updated: [2])
    }
    await store.send(.edit(.remove(1))) {
      $0.list = .paging(notes([2, 3], liked: [2]))
      $0.changes = ListChanges(revision: 2, removed: [1])
    }
    await store.send(.edit(.insert(Note(id: 9), at: 0))) {
      $0.list = .paging(notes([9, 2, 3], liked: [2]))
      $0.changes = ListChanges(revision: 3, inserted: [9])
    }
    await fetch.respond(to: PageRequest(cursor: 3, pageSize: 3), with: notePage([3, 4], next: nil))
    await store.receivePage(.success(notePage([3, 4], next: nil))) {
      $0.list = .success(notes([9, 2, 3, 4], liked: [2]))
      $0.nextPage = .end
      $0.changes = ListChanges(revision: 4, inserted: [4])
    }
    await store.finish()
  }

  @Test func givenBadEditsWhenSentThenEachIsIgnoredForItsReasonAndNothingChanges() async {
    let store = makeStore(list: .success(notes([1, 2])))
    let feature = Notes(pageSize: 3) { _ in throw CancellationError() }

    await store.send(.edit(.update(Note(id: 7))))
    await store.send(.edit(.remove(7)))
    await store.send(.edit(.insert(Note(id: 1), at: 0)))
    await store.send(.edit(.insert(Note(id: 5), at: 3)))
    await store.send(.editSettled(1))

    let reasons = [
      Notes.Action.edit(.update(Note(id: 7))), .edit(.remove(7)), .edit(.insert(Note(id: 1), at: 0)),
      .edit(.insert(Note(id: 5), at: 3)), .editSettled(1),
    ].map { feature.reasonForIgnoring($0, in: store.state) }
    #expect(reasons == [
      "edit ignored: no listed row has that id",
      "edit ignored: no listed row has that id",
      "edit ignored: a row with that id is already listed",
      "edit ignored: position 3 is outside the 2 rows (0...2 can be inserted at)",
      "editSettled ignored: no pending edit has that id",
    ])
    await store.finish()
  }

  @Test(arguments: [PendingEditPolicy.keptUntilSettled, .droppedOnRefresh])
  func givenAPendingLikeWhenARefreshBringsTheUnlikedRowThenThePolicyDecidesWhichWins(policy: PendingEditPolicy) async {
    let store = makeStore(policy, list: .success(notes([1, 2])))
    await store.send(.edit(.update(Note(id: 2, liked: true)), pending: true)) {
      $0.list = .success(notes([1, 2], liked: [2]))
      $0.pendingEdits = [.update(Note(id: 2, liked: true))]
      $0.changes = ListChanges(revision: 1, updated: [2])
    }
    await store.send(.refresh) {
      $0.list = .reLoading(notes([1, 2], liked: [2]))
    }

    await fetch.respond(to: PageRequest(cursor: nil, pageSize: 3), with: notePage([1, 2], next: nil))
    await store.receivePage(.success(notePage([1, 2], next: nil))) {
      $0.list = .success(notes([1, 2], liked: policy == .keptUntilSettled ? [2] : []))
      $0.nextPage = .end
      $0.changes = ListChanges(revision: 2, updated: [1, 2])
      if policy == .droppedOnRefresh { $0.pendingEdits = [] }
    }
    await store.finish()
  }

  @Test func givenAPendingEditOfARowNotListedWhenANewerEditReplacesItThenOneEditIsKeptAndTheFingerprintChanges() async {
    let store = makeStore(list: .success(notes([1, 2])))
    await store.send(.edit(.update(Note(id: 7)), pending: true)) {
      $0.pendingEdits = [.update(Note(id: 7))]
    }
    let before = store.state.fingerprint

    await store.send(.edit(.update(Note(id: 7, liked: true)), pending: true)) {
      $0.pendingEdits = [.update(Note(id: 7, liked: true))]
    }

    #expect(store.state.fingerprint != before, "an observer of the state sees the newer edit")
    await store.finish()
  }

  @Test func givenAPendingRemovalWhenALaterPageBringsTheRowAgainThenItStaysRemovedUntilSettled() async {
    let store = makeStore(list: .success(notes([1, 2, 3])))
    await store.send(.edit(.remove(4), pending: true)) {
      $0.pendingEdits = [.remove(4)]
    }
    await store.send(.reachBottom) {
      $0.list = .paging(notes([1, 2, 3]))
    }

    await fetch.respond(to: PageRequest(cursor: 3, pageSize: 3), with: notePage([4, 5], next: nil))
    await store.receivePage(.success(notePage([4, 5], next: nil))) {
      $0.list = .success(notes([1, 2, 3, 5]))
      $0.nextPage = .end
      $0.changes = ListChanges(revision: 1, inserted: [5])
    }
    await store.send(.editSettled(4)) {
      $0.pendingEdits = []
    }
    await store.finish()
  }

  @Test func givenAPendingDraftWhenItIsDeletedPlainlyThenItHasNoPendingEditAndARefreshDoesNotBringItBack() async {
    let store = makeStore(list: .success(notes([1, 2])))
    await store.send(.edit(.insert(Note(id: 9), at: 0), pending: true)) {
      $0.list = .success(notes([9, 1, 2]))
      $0.pendingEdits = [.insert(Note(id: 9), at: 0)]
      $0.changes = ListChanges(revision: 1, inserted: [9])
    }
    await store.send(.edit(.remove(9))) {
      $0.list = .success(notes([1, 2]))
      $0.pendingEdits = []
      $0.changes = ListChanges(revision: 2, removed: [9])
    }
    await store.send(.refresh) {
      $0.list = .reLoading(notes([1, 2]))
    }

    await fetch.respond(to: PageRequest(cursor: nil, pageSize: 3), with: notePage([1, 2], next: nil))
    await store.receivePage(.success(notePage([1, 2], next: nil))) {
      $0.list = .success(notes([1, 2]))
      $0.nextPage = .end
      $0.changes = ListChanges(revision: 3, updated: [1, 2])
    }
    await store.finish()
  }

  @Test func givenAPendingLikeWhenAPlainEditUndoesItThenTheRowHasNoPendingEdit() async {
    let store = makeStore(list: .success(notes([1, 2])))
    await store.send(.edit(.update(Note(id: 2, liked: true)), pending: true)) {
      $0.list = .success(notes([1, 2], liked: [2]))
      $0.pendingEdits = [.update(Note(id: 2, liked: true))]
      $0.changes = ListChanges(revision: 1, updated: [2])
    }
    await store.send(.edit(.update(Note(id: 2)))) {
      $0.list = .success(notes([1, 2]))
      $0.pendingEdits = []
      $0.changes = ListChanges(revision: 2, updated: [2])
    }
    await store.send(.editSettled(2))
    await store.finish()
  }
}
