public import Unidirectional

extension ListChanges {
  /// The changes that replacing `old` with `new` makes: every id of `new` that `old` lacked
  /// is inserted, every id of `old` that `new` lacks is removed, every id of both is
  /// updated, and the fewest of those are moved that leave the others in their order.
  ///
  /// A replacement (a refresh) can change every row, so this is the one change set that
  /// reads both lists.
  ///
  /// - Parameters:
  ///   - old: The rows before.
  ///   - new: The rows after.
  ///   - revision: The revision of this change.
  /// - Complexity: O((*n* + *m*) log *m*) for *n* old and *m* new rows.
  @inlinable
  public init<Item: Identifiable>(
    replacing old: IdentifiedArray<Item>, with new: IdentifiedArray<Item>, revision: Int
  ) where Item.ID == ID {
    self.init(revision: revision)
    removed = old.ids.filter { !new.contains(id: $0) }
    var oldPositions: [Int] = []
    var kept: [ID] = []
    for item in new {
      if let position = old.index(id: item.id) {
        oldPositions.append(position)
        kept.append(item.id)
      } else {
        inserted.append(item.id)
      }
    }
    updated = kept
    let staying = Set(longestIncreasingRun(of: oldPositions))
    moved = kept.indices.filter { !staying.contains($0) }.map { kept[$0] }
  }
}

/// The indices of one longest strictly increasing subsequence of `values`.
///
/// - Complexity: O(*n* log *n*).
@usableFromInline
func longestIncreasingRun(of values: [Int]) -> [Int] {
  var tails: [Int] = []  // tails[k]: index of the smallest tail of a run of length k + 1
  var previous = [Int](repeating: -1, count: values.count)
  for index in values.indices {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < values[index] { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[index] = tails[low - 1] }
    if low == tails.count { tails.append(index) } else { tails[low] = index }
  }
  var run: [Int] = []
  var cursor = tails.last ?? -1
  while cursor >= 0 {
    run.append(cursor)
    cursor = previous[cursor]
  }
  return run.reversed()
}
