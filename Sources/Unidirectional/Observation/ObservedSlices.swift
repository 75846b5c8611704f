/// The child stores whose state someone read since it last changed: after each action, the
/// root store asks each of them whether its slice changed, and only those notify.
///
/// A slice leaves the table when it notifies: Observation's tracking is one-shot, so once
/// its observers were told, nobody is left to tell until the state is read again. With no
/// slice in the table, an action costs one emptiness check here.
@MainActor
package final class ObservedSlices {
  // Unchecked: main-actor isolated and never accessed re-entrantly (a slice notifies only
  // after it left the table), and the root store reads `isEmpty` on every action.
  @exclusivity(unchecked)
  private var slices: [ObjectIdentifier: any ObservedSlice] = [:]

  var isEmpty: Bool { slices.isEmpty }

  /// The number of slices waiting for a change.
  var count: Int { slices.count }

  func insert(_ slice: any ObservedSlice) {
    slices[ObjectIdentifier(slice)] = slice
  }

  /// Lets every slice whose state changed notify its observers, and forgets it.
  func notifyChangedSlices() {
    let changed = slices.filter { $0.value.hasChanged() }
    for (key, slice) in changed {
      slices[key] = nil
      slice.notifyObservers()
    }
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
