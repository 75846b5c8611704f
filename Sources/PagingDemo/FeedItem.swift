/// A post in the demo's feed; over HTTP, decoded from `{"id": 12, "title": "…"}`.
struct FeedItem: Identifiable, Hashable, Sendable, Codable {
  /// The post's number, counting from 1 in feed order.
  let id: Int

  /// The post's title, such as "Notes on value types".
  let title: String

  /// Whether the user liked the post; the feed never sends likes, so only an edit sets it.
  var liked = false

  /// The post as a row shows it: `"#12 Notes on value types"`, or `"#12 ♥ Notes on value
  /// types"` once liked.
  var headline: String { "#\(id) \(likedTitle)" }

  /// The title after a heart when the post is liked: `"♥ Notes on value types"`.
  var likedTitle: String { liked ? "♥ \(title)" : title }

  /// The same post with its like toggled: what the like key and the script send as an edit.
  func togglingLike() -> FeedItem {
    var post = self
    post.liked.toggle()
    return post
  }

  /// Decodes a post: a server sends its id and title alone, since a like is the user's; a
  /// recording of a session writes the like too.
  ///
  /// - Parameter decoder: The decoder.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    title = try container.decode(String.self, forKey: .title)
    liked = try container.decodeIfPresent(Bool.self, forKey: .liked) ?? false
  }

  /// Creates a post.
  ///
  /// - Parameters:
  ///   - id: Its number, counting from 1 in feed order.
  ///   - title: Its title.
  ///   - liked: Whether the user liked it.
  init(id: Int, title: String, liked: Bool = false) {
    self.id = id
    self.title = title
    self.liked = liked
  }
}
