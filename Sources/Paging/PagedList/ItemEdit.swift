/// A change a screen makes to a loaded list by itself, without reloading: an updated row
/// (an optimistic like), a removed one (a deleted post), or a new one.
///
/// ```swift
/// let edits: [PagingFeature<Post, String>.Action] = [
///   .edit(.update(Post(id: 7, title: "Liked")), pending: true),  // a like on its way
///   .edit(.remove(8)),                                           // a deleted post
///   .edit(.insert(Post(id: 9, title: "Draft"), at: 0)),          // a new post on top
/// ]
/// ```
public enum ItemEdit<Item: Identifiable> {
  /// Replaces the listed item that has the same id.
  case update(Item)
  /// Removes the item with this id.
  case remove(Item.ID)
  /// Inserts the item at this position, unless an item with its id is listed.
  case insert(Item, at: Int)

  /// The id of the item the edit is about, which identifies the edit too: an item has at
  /// most one pending edit, its latest.
  public var id: Item.ID {
    switch self {
    case .update(let item), .insert(let item, _): item.id
    case .remove(let id): id
    }
  }
}

extension ItemEdit: Identifiable {}
extension ItemEdit: Equatable where Item: Equatable {}
extension ItemEdit: Hashable where Item: Hashable {}
extension ItemEdit: Sendable where Item: Sendable, Item.ID: Sendable {}

/// Written with its payloads named: `{"update":{"item":…}}`, `{"remove":{"id":8}}`,
/// `{"insert":{"at":0,"item":…}}`.
extension ItemEdit: Codable where Item: Codable, Item.ID: Codable {
  private enum UpdateCodingKeys: String, CodingKey { case _0 = "item" }
  private enum RemoveCodingKeys: String, CodingKey { case _0 = "id" }
  private enum InsertCodingKeys: String, CodingKey { case _0 = "item", at }
}
