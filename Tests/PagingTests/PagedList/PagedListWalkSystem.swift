import Paging
import Unidirectional
import UnidirectionalRecording
import UnidirectionalTesting

/// A `PagedList` beside its reference model, under the same options: the system the
/// `PagedList` walk drives. Each step runs the same event on both, then compares them.
///
/// The list checks its invariants in every event of a debug build and traps on a broken
/// one, so a bug that breaks them stops the test run with the invariant's sentence rather
/// than with a shrunk trace; the comparison after each step asks the list too, for the
/// builds that do not trap.
struct PagedListWalkSystem {
  private(set) var list = PagedList<WalkRow, Int>()
  private(set) var model = PagedListReferenceModel(options: PagedListOptions())
  /// The situations every model of this system reached, new lists included.
  private(set) var situations: Set<PagedListReferenceModel.Situation> = []

  private var options: PagedListOptions { model.options }

  /// Performs `step` on the list and on the model, and compares them.
  ///
  /// - Returns: `nil` when the list holds what the model says, or the difference.
  mutating func perform(_ step: PagedListWalkStep) -> String? {
    let (returned, expected) = run(step)
    situations.formUnion(model.situations)
    return mismatch(returned: returned, expected: expected)
  }

  /// Runs `step` on both; returns what the list's event returned and what the model's did.
  private mutating func run(_ step: PagedListWalkStep) -> (Bool?, Bool?) {
    switch step {
    case .newList(let maxPages, let recordsChanges, let policy):
      let options = PagedListOptions(maxPages: maxPages, recordsChanges: recordsChanges, pendingEditPolicy: policy)
      list = PagedList()
      model = PagedListReferenceModel(options: options)
      return (nil, nil)
    case .newListShowing(let ids, let above, let below):
      let rows = IdentifiedArray(uniqueElements: ids.map { WalkRow(id: $0, version: 0) })
      list = PagedList(rows: rows, above: PageLink(naming: above), below: PageLink(naming: below))
      model = PagedListReferenceModel(showing: ids, above: above, below: below, options: options)
      return (nil, nil)
    case .append(let page, let cursor):
      return (list.append(page.page, requestedWith: cursor, options: options), model.append(page, requestedWith: cursor))
    case .prepend(let page, let cursor):
      return (list.prepend(page.page, requestedWith: cursor, options: options), model.prepend(page, requestedWith: cursor))
    case .replaceAll(let pages, let cursor, let keepingTheTop):
      list.replaceAll(with: pages.map(\.page), requestedWith: cursor, keepingTheTop: keepingTheTop, options: options)
      model.replaceAll(with: pages, requestedWith: cursor, keepingTheTop: keepingTheTop)
      return (nil, nil)
    case .update(let id, let version, let pending):
      return edit(.update(WalkRow(id: id, version: version)), pending: pending)
    case .remove(let id, let pending):
      return edit(.remove(id), pending: pending)
    case .insert(let id, let version, let position, let pending):
      return edit(.insert(WalkRow(id: id, version: version), at: position), pending: pending)
    case .settleEdit(let id):
      return (list.settleEdit(id: id), model.settleEdit(id: id))
    }
  }

  private mutating func edit(_ edit: ItemEdit<WalkRow>, pending: Bool) -> (Bool?, Bool?) {
    (list.apply(edit, pending: pending, options: options), model.apply(edit, pending: pending))
  }

  // MARK: - Comparing

  private func mismatch(returned: Bool?, expected: Bool?) -> String? {
    var actual = PagedListObservation(list, returned: returned)
    let wanted = PagedListObservation(model, returned: expected)
    // Which rows a replacement moved is a choice among equals: any fewest set is right.
    if actual.changes.moved != wanted.changes.moved, model.isFewestMoves(actual.changes.moved) {
      actual.changes.moved = wanted.changes.moved
    }
    if actual != wanted {
      return """
        the list left the model (− model, + list):
        \(wanted.differences(from: actual))
        the model holds: \(wanted.summary)
        """
    }
    if let violation = list.invariantViolation(under: options) {
      return "the list breaks an invariant: \(violation)"
    }
    return nil
  }
}

/// The `PagedList` walk: a fresh list and model for every replay.
func pagedListWalk() -> ModelBasedWalk<PagedListWalkSystem, PagedListWalkStep> {
  ModelBasedWalk(
    replayedAs: "pagedListWalk()",
    makeSystem: { PagedListWalkSystem() },
    perform: { system, step in system.perform(step) },
    simplify: \.simplifications
  )
}
