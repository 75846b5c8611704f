/// The child stores whose state someone read since it last changed: after each action, the
/// root store asks each of them whether its slice changed, and only those notify.
///
/// A slice leaves the table when it notifies: Observation's tracking is one-shot, so once
/// its observers were told, nobody is left to tell until the state is read again. With no
/// slice in the table, an action costs one emptiness check here.
///
/// The table holds its slices weakly: it only lists who waits, and a child store holds its
/// parent, so a strong entry would close a cycle through the root. A store whose child
/// stores were read and had not changed since would then never be freed, nor its effects
/// cancelled, when its screen went away. A slice that was freed is dropped at the next
/// action: nobody can be observing it any more.
@MainActor
final class ObservedSlices {
  private var slices: [ObjectIdentifier: WeakSlice] = [:]

  /// Whether no slice waits for a change, kept beside the table: the root store reads it
  /// on every action, and a stored flag is one load where the table's count is three.
  /// Unchecked: main-actor isolated, and never accessed while another access is open.
  #if DEBUG
    private(set) var isEmpty = true
  #else
    @exclusivity(unchecked)
    private(set) var isEmpty = true
  #endif

  func insert(_ slice: any ObservedSlice) {
    slices[ObjectIdentifier(slice)] = WeakSlice(slice)
    isEmpty = false
  }

  /// Lets every slice whose state changed notify its observers, and forgets it, as it
  /// forgets the slices that were freed.
  func notifyChangedSlices() {
    let changed = slices.filter { $0.value.slice?.hasChanged() ?? true }
    for (key, entry) in changed {
      slices[key] = nil
      entry.slice?.notifyObservers()
    }
    isEmpty = slices.isEmpty
  }
}

/// An entry of ``ObservedSlices``: a slice that does not stay alive for the table's sake.
///
/// A class, so that walking the table after every action copies a plain reference per
/// entry: copying a struct that holds a `weak` field updates the slice's weak count twice,
/// which made a screen of 1,000 observed rows half as slow again (`observation.rows`).
private final class WeakSlice {
  weak var slice: (any ObservedSlice)?

  init(_ slice: any ObservedSlice) {
    self.slice = slice
  }
}

/// A child store's observation, as ``ObservedSlices`` sees it.
@MainActor
protocol ObservedSlice: AnyObject {
  /// Whether the state differs from the one its observers last read.
  func hasChanged() -> Bool

  /// Tells the observers that the state changed.
  func notifyObservers()
}
