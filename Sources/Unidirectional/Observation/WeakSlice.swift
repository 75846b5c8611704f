/// An entry of ``ObservedSlices`` or ``ObservedRows``: a slice that does not stay alive for
/// the table's sake.
///
/// A class, so that walking the table after every action copies a plain reference per
/// entry: copying a struct that holds a `weak` field updates the slice's weak count twice.
@MainActor
final class WeakSlice {
  weak var slice: (any ObservedSlice)?

  init(_ slice: any ObservedSlice) {
    self.slice = slice
  }
}
