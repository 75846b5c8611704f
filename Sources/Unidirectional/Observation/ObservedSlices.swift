/// The child stores whose state someone read since it last changed: after each action, the
/// store that owns the table asks each of them whether what was read changed, and only
/// those tell their readers.
///
/// The root store owns one table for its children, and every child store owns one for its
/// own children, so a child of a row is asked only when its row is. A slice leaves the
/// table once nobody waits on it: Observation's tracking is one-shot, so once its readers
/// were told, nobody is left to tell until the state is read again. With no slice in the
/// table, an action costs one emptiness check here. The rows of one list wait as one
/// slice, ``ObservedRows``, which asks only the rows the list's edit log names.
///
/// Asking and telling are two passes, and the owner collects every table's changes before
/// it tells any: a reader told of one change may read again, and its new read must not be
/// told of a change it already saw.
///
/// The table holds its slices weakly: it only lists who waits, and a child store holds its
/// parent, so a strong entry would close a cycle through the root. A store whose child
/// stores were read and had not changed since would then never be freed, nor its effects
/// cancelled, when its screen went away. A slice that was freed is dropped at the next
/// action: nobody can be observing it any more.
@MainActor
@usableFromInline
final class ObservedSlices {
  private var slices: [WeakSlice] = []
  /// The slices that found a change, between ``collectChanges()`` and ``tellChanges()``.
  private var changed: [any ObservedSlice] = []
  /// Called when the table starts holding a slice: a child store's table tells its store,
  /// which then waits in its own parent's place.
  private let onFirstSlice: (() -> Void)?

  /// Whether no slice waits for a change, kept beside the table: the root store reads it
  /// on every action. Unchecked: main-actor isolated, and never accessed while another
  /// access is open.
  #if DEBUG
    @usableFromInline
    private(set) var isEmpty = true
  #else
    @exclusivity(unchecked)
    @usableFromInline
    private(set) var isEmpty = true
  #endif

  init(onFirstSlice: (() -> Void)? = nil) {
    self.onFirstSlice = onFirstSlice
  }

  /// Lists `slice`, which started waiting for a change, unless it is listed already.
  func insert(_ slice: any ObservedSlice) {
    guard !slice.isListed else { return }
    slice.isListed = true
    slices.append(WeakSlice(slice))
    guard isEmpty else { return }
    isEmpty = false
    onFirstSlice?()
  }

  /// Asks every slice whether what it showed changed, sets aside those that did for
  /// ``tellChanges()``, and forgets the slices nobody waits on any more, as it forgets the
  /// slices that were freed. Returns whether any changed.
  @usableFromInline
  func collectChanges() -> Bool {
    var kept = 0
    for index in slices.indices {
      guard let slice = slices[index].slice else { continue }
      if slice.collectChanges() { changed.append(slice) }
      if slice.isWaiting {
        slices[kept] = slices[index]
        kept += 1
      } else {
        slice.isListed = false
      }
    }
    slices.removeLast(slices.count - kept)
    isEmpty = slices.isEmpty
    return !changed.isEmpty
  }

  /// Tells the slices ``collectChanges()`` set aside; a reader that reads again while it
  /// is told lists its slice anew.
  @usableFromInline
  func tellChanges() {
    guard !changed.isEmpty else { return }
    let telling = changed
    changed.removeAll(keepingCapacity: true)
    for slice in telling { slice.tellChanges() }
  }
}

/// A child store's observation, as ``ObservedSlices`` and ``ObservedRows`` see it.
@MainActor
protocol ObservedSlice: AnyObject {
  /// Whether the slice is in a table, set and cleared by the table.
  var isListed: Bool { get set }

  /// Whether anyone waits to hear of a change: a reader of the slice, or of a child of it.
  var isWaiting: Bool { get }

  /// Whether the slice's state is gone from its parent (a removed row), as last read.
  var isGone: Bool { get }

  /// Compares what was read with the state now, and sets aside whom to tell; returns
  /// whether anything changed.
  func collectChanges() -> Bool

  /// Tells the readers ``collectChanges()`` set aside.
  func tellChanges()
}
