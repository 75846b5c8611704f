import Foundation
import Paging

/// A post as the fixture server sends it.
struct RemotePost: Decodable, Identifiable, Hashable, Sendable {
  let id: Int
  let title: String
  let body: String

  init(id: Int) {
    self.id = id
    self.title = "Post \(id)"
    self.body = "Body of post \(id)"
  }
}

/// The fixture server's page: its items and the cursor of the next page.
struct FeedResponse: Decodable {
  let items: [RemotePost]
  let nextCursor: String?
}

/// A cursor-paged source of the fixture server's feed at `path`.
func cursorSource(
  _ path: String = "/posts",
  pagination: HTTPPagination<String> = .cursor(),
  timeout: Duration = .seconds(10),
  retry: RetryPolicy = .never
) -> HTTPPageSource<RemotePost, String> {
  HTTPPageSource(
    url: FixtureServer.shared.url(path),
    pagination: pagination,
    timeout: timeout,
    retry: retry,
    decoding: FeedResponse.self
  ) { response, _ in
    Page(items: response.items, nextCursor: response.nextCursor)
  }
}

func remotePosts(_ ids: ClosedRange<Int>) -> [RemotePost] {
  ids.map(RemotePost.init(id:))
}
