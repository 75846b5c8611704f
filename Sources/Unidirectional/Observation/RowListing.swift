/// One row store as ``ObservedRows`` knows it: held weakly, with whether it waits.
///
/// The flag is the list's own record, so a store that was freed while it waited is still
/// counted out of the waiting rows when the list next finds its entry.
@MainActor
final class RowListing {
  weak var row: (any ObservedSlice)?
  var isWaiting = false

  init(_ row: any ObservedSlice) {
    self.row = row
  }
}
