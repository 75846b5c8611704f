/// The child stores whose state someone read since it last changed: after each action, the
/// root store asks each of them whether what was read changed, and only those notify.
///
/// A slice leaves the table once nobody waits on it: Observation's tracking is one-shot,
/// so once its readers were told, nobody is left to tell until the state is read again.
/// With no slice in the table, an action costs one emptiness check here. The rows of one
/// list wait as one slice, ``ObservedRows``, which asks only the rows the list's edit log
/// names.
///
/// The table holds its slices weakly: it only lists who waits, and a child store holds its
/// parent, so a strong entry would close a cycle through the root. A store whose child
/// stores were read and had not changed since would then never be freed, nor its effects
/// cancelled, when its screen went away. A slice that was freed is dropped at the next
/// action: nobody can be observing it any more.
@MainActor
final class ObservedSlices {
  private var slices: [WeakSlice] = []
  /// The slices that found a change, between the two passes of ``notifyChangedSlices()``.
  private var changed: [any ObservedSlice] = []

  /// Whether no slice waits for a change, kept beside the table: the root store reads it
  /// on every action. Unchecked: main-actor isolated, and never accessed while another
  /// access is open.
  #if DEBUG
    private(set) var isEmpty = true
  #else
    @exclusivity(unchecked)
    private(set) var isEmpty = true
  #endif

  /// Lists `slice`, which started waiting for a change, unless it is listed already.
  func insert(_ slice: any ObservedSlice) {
    guard !slice.isListed else { return }
    slice.isListed = true
    slices.append(WeakSlice(slice))
    isEmpty = false
  }

  /// Lets every slice whose state changed notify its observers, and forgets the slices
  /// nobody waits on any more, as it forgets the slices that were freed.
  ///
  /// Two passes: first every slice collects its changes and the table is settled, then
  /// the changed slices tell their readers, who may read again and so list a slice anew.
  func notifyChangedSlices() {
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
    guard !changed.isEmpty else { return }
    let telling = changed
    changed.removeAll(keepingCapacity: true)
    for slice in telling { slice.tellChanges() }
  }
}

/// A child store's observation, as ``ObservedSlices`` and ``ObservedRows`` see it.
@MainActor
protocol ObservedSlice: AnyObject {
  /// Whether the place the slice waits in holds an entry for it: set and cleared by that
  /// place (the table lists a slice while it waits; a list's rows keep an entry for every
  /// row ever read).
  var isListed: Bool { get set }

  /// Whether anyone waits to hear of a change.
  var isWaiting: Bool { get }

  /// Whether the slice's state is gone from its parent (a removed row), as last read.
  var isGone: Bool { get }

  /// Compares what was read with the state now, and sets aside whom to tell; returns
  /// whether anything changed.
  func collectChanges() -> Bool

  /// Tells the readers ``collectChanges()`` set aside.
  func tellChanges()
}
