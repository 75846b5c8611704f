import Unidirectional
extension [StackElementID] {
  /// The position of `id` in these increasing ids, or `nil` when they lack it.
  ///
  /// - Complexity: O(log *n*).
  func position(ofSorted id: StackElementID) -> Int? {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low < count && self[low] == id ? low : nil
  }
}
