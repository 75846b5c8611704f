import Unidirectional

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
  private enum CodingKeys: String, CodingKey { case update, remove, insert }
  private enum PayloadKeys: String, CodingKey { case item, id, at }

  /// Writes the edit with its payload named.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .update(let item):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .update)
      try payload.encode(item, forKey: .item)
    case .remove(let id):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .remove)
      try payload.encode(id, forKey: .id)
    case .insert(let item, let position):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .insert)
      try payload.encode(item, forKey: .item)
      try payload.encode(position, forKey: .at)
    }
  }

  /// Reads an edit written by ``encode(to:)``; one that is not exactly one of the three, or
  /// inserts at a negative position, is a `DecodingError`.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.onlyKey(expected: "An edit is exactly one of update, remove and insert.")
    let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: kind)
    switch kind {
    case .update: self = .update(try payload.decode(Item.self, forKey: .item))
    case .remove: self = .remove(try payload.decode(Item.ID.self, forKey: .id))
    case .insert:
      let position = try payload.decode(Int.self, forKey: .at)
      guard position >= 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .at, in: payload, debugDescription: "An insert's position is \(position); positions start at 0.")
      }
      self = .insert(try payload.decode(Item.self, forKey: .item), at: position)
    }
  }
}
