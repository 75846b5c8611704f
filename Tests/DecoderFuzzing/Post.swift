/// The row the fuzzed paging states list.
package struct Post: Identifiable, Codable, Hashable, Sendable {
  package let id: Int
  package let title: String

  package init(id: Int, title: String) {
    self.id = id
    self.title = title
  }

  /// Posts `ids`, titled after their ids.
  package static func posts(_ ids: ClosedRange<Int>) -> [Post] {
    ids.map { Post(id: $0, title: "Post \($0)") }
  }
}
