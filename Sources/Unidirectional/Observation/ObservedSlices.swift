/// The child stores whose state someone read since it last changed: after each action, the
/// root store asks each of them whether its slice changed, and only those notify.
///
/// A slice leaves the table when it notifies: Observation's tracking is one-shot, so once
/// its observers were told, nobody is left to tell until the state is read again. With no
/// slice in the table, an action costs one emptiness check here.
@MainActor
package final class ObservedSlices {
  private var slices: [ObjectIdentifier: any ObservedSlice] = [:]

  /// Whether no slice waits for a change, kept beside the table: the root store reads it
  /// on every action, and a stored flag is one load where the table's count is three.
  /// Unchecked: main-actor isolated, and never accessed while another access is open.
  @exclusivity(unchecked)
  private(set) var isEmpty = true

  func insert(_ slice: any ObservedSlice) {
    slices[ObjectIdentifier(slice)] = slice
    isEmpty = false
  }

  /// Lets every slice whose state changed notify its observers, and forgets it.
  func notifyChangedSlices() {
    let changed = slices.filter { $0.value.hasChanged() }
    for (key, slice) in changed {
      slices[key] = nil
      slice.notifyObservers()
    }
    isEmpty = slices.isEmpty
  }
}

/// A child store's observation, as ``ObservedSlices`` sees it.
@MainActor
package protocol ObservedSlice: AnyObject {
  /// Whether the state differs from the one its observers last read.
  func hasChanged() -> Bool

  /// Tells the observers that the state changed.
  func notifyObservers()
}
