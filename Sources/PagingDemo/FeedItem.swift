/// A post in the demo's feed; over HTTP, decoded from `{"id": 12, "title": "…"}`.
struct FeedItem: Identifiable, Hashable, Sendable, Decodable {
  /// The post's number, counting from 1 in feed order.
  let id: Int

  /// The post's title, such as "Notes on value types".
  let title: String

  /// The post as a row shows it: `"#12 Notes on value types"`.
  var headline: String { "#\(id) \(title)" }
}
