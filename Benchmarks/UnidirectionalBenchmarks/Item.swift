/// A realistic row of a paged list: an id, a title and a score (32 bytes inline; titles of
/// up to 15 UTF-8 bytes need no heap storage).
struct Item: Identifiable, Equatable, Sendable {
  let id: Int
  let title: String
  let score: Double

  /// The items of page `index`, `size` per page, with ids counting up from 0 across pages.
  static func page(_ index: Int, size: Int) -> [Item] {
    (index * size..<(index + 1) * size).map {
      Item(id: $0, title: "Item \($0)", score: Double($0 % 1_000) / 10)
    }
  }
}
