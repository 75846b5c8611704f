public import Paging

/// A post of the example feeds; its id also works as the next page's cursor, as article
/// 000's `minId: last.id + 1` does.
public struct Post: Identifiable, Equatable, Sendable {
  /// The post's id; ids grow down the feed.
  public let id: Int
  /// The post's title.
  public let title: String

  /// Creates a post.
  ///
  /// - Parameters:
  ///   - id: The post's id.
  ///   - title: The post's title.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

/// The paged feed of posts every component style embeds: pages are asked for by the id of
/// the last post shown.
public typealias PostFeed = PagingFeature<Post, Int>

/// Fetches one page of posts.
public typealias FetchPosts = @Sendable (PageRequest<Int>) async throws -> Page<Post, Int>
