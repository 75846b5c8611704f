/// A post in the demo's feed; over HTTP, decoded from `{"id": 12, "title": "…"}`.
struct FeedItem: Identifiable, Hashable, Sendable, Decodable {
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

  // A like is the user's, not the server's: a post decodes from its id and title alone.
  private enum CodingKeys: String, CodingKey {
    case id, title
  }
}
