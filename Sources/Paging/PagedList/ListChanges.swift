import Unidirectional

/// What the last change to a paged list did to its rows, by id: which were inserted,
/// removed, moved and updated.
///
/// A ``PagingFeature`` created with `recordsChanges: true` stores one in its state each
/// time its rows change, computed from what happened (a page appended, a page dropped by
/// the window, an edit) in time proportional to the change, not to the list. A UIKit
/// diffable data source, or a terminal renderer, applies it instead of diffing the list:
///
/// ```swift
/// func apply(_ changes: ListChanges<Post.ID>, to rows: inout [Post.ID], from list: IdentifiedArray<Post>) {
///   let removed = Set(changes.removed)
///   rows.removeAll { removed.contains($0) }
///   for id in changes.inserted { rows.insert(id, at: list.index(id: id)!) }
/// }
/// ```
///
/// ``revision`` counts the changes, so a consumer that sees it jump by more than one knows
/// it missed some and reloads the whole list instead.
public struct ListChanges<ID: Hashable> {
  /// How many times the rows changed, this change included; 0 for rows that never changed.
  public var revision: Int

  /// The ids that were not listed before, in list order.
  public var inserted: [ID]

  /// The ids that are no longer listed, in their former order.
  public var removed: [ID]

  /// The ids that stayed listed but changed place relative to the others, in list order.
  public var moved: [ID]

  /// The ids that stayed listed and whose row may have changed, in list order.
  public var updated: [ID]

  /// Creates a change record; by default, the one of a list that never changed.
  ///
  /// - Parameters:
  ///   - revision: How many times the rows changed, this change included.
  ///   - inserted: The new ids, in list order.
  ///   - removed: The ids no longer listed.
  ///   - moved: The ids that changed place.
  ///   - updated: The ids whose row may have changed.
  public init(
    revision: Int = 0, inserted: [ID] = [], removed: [ID] = [], moved: [ID] = [], updated: [ID] = []
  ) {
    self.revision = revision
    self.inserted = inserted
    self.removed = removed
    self.moved = moved
    self.updated = updated
  }

  /// Whether the change touched no row.
  public var isEmpty: Bool {
    inserted.isEmpty && removed.isEmpty && moved.isEmpty && updated.isEmpty
  }
}

extension ListChanges: Equatable {}
extension ListChanges: Hashable {}
extension ListChanges: Sendable where ID: Sendable {}

/// Written as its properties: `{"revision":2,"inserted":[4,5],"removed":[],"moved":[],"updated":[]}`.
extension ListChanges: Codable where ID: Codable {
  private enum CodingKeys: String, CodingKey { case revision, inserted, removed, moved, updated }

  /// Reads changes written by `encode(to:)`; a revision below 0 or above 2⁵³, which the
  /// next change would count past `Int.max` from, is a `DecodingError`.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      revision: try DecodedCounter.decode(forKey: .revision, in: container),
      inserted: try container.decode([ID].self, forKey: .inserted),
      removed: try container.decode([ID].self, forKey: .removed),
      moved: try container.decode([ID].self, forKey: .moved),
      updated: try container.decode([ID].self, forKey: .updated))
  }
}
