import ErrorHandling
import Foundation
import Paging
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension FixtureServerTests {
  /// The page source against the real fixture server: each way of naming a page, to the end
  /// of the feed.
  @Suite(.timeLimit(.minutes(1)))
  struct HTTPPageSourceTests {
    let server = FixtureServer.shared

    /// Fetches every page, following the cursors, and returns the items and the requests.
    func pageThrough<Cursor>(
      _ fetch: (PageRequest<Cursor>) async throws -> Page<RemotePost, Cursor>,
      pageSize: Int
    ) async throws -> (items: [RemotePost], pages: Int) {
      var items: [RemotePost] = []
      var cursor: Cursor?
      var pages = 0
      repeat {
        let page = try await fetch(PageRequest(cursor: cursor, pageSize: pageSize))
        items += page.items
        cursor = page.nextCursor
        pages += 1
      } while cursor != nil && pages < 100
      return (items, pages)
    }

    @Test func givenACursorInTheQueryWhenPagedThroughThenEveryPostArrivesOnceInOrder()
      async throws
    {
      let source = cursorSource()

      let (items, pages) = try await pageThrough(source.fetch, pageSize: 10)

      #expect(items == remotePosts(1...45))
      #expect(pages == 5)
    }

    @Test func givenACursorInAHeaderWhenPagedThroughThenEveryPostArrives() async throws {
      let source = cursorSource(pagination: .cursor(.header("X-Cursor")))

      let (items, _) = try await pageThrough(source.fetch, pageSize: 7)

      #expect(items == remotePosts(1...45))
      #expect(
        source.urlRequest(for: PageRequest(cursor: "c7", pageSize: 7)).value(
          forHTTPHeaderField: "X-Cursor") == "c7")
    }

    @Test func givenOffsetsWhenPagedThroughThenTheNextOffsetIsCountedAndAShortPageEnds()
      async throws
    {
      struct Items: Decodable { let items: [RemotePost] }
      let pagination = HTTPPagination<Int>.offset()
      let source = HTTPPageSource(
        url: server.url("/posts"), pagination: pagination, decoding: Items.self
      ) {
        pagination.page(of: $0.items, answering: $1)
      }

      let (items, pages) = try await pageThrough(source.fetch, pageSize: 10)

      #expect(items == remotePosts(1...45))
      #expect(pages == 5)
    }

    @Test func givenPageNumbersWhenPagedThroughThenThePagesCountFromOne() async throws {
      struct Items: Decodable { let items: [RemotePost] }
      let pagination = HTTPPagination<Int>.pageNumber(pageSize: .query("limit"))
      let source = HTTPPageSource(
        url: server.url("/posts"), pagination: pagination, decoding: Items.self
      ) {
        pagination.page(of: $0.items, answering: $1)
      }

      let (items, _) = try await pageThrough(source.fetch, pageSize: 9)

      #expect(items == remotePosts(1...45))
      #expect(
        source.urlRequest(for: PageRequest(cursor: nil, pageSize: 9)).url?.query == "page=1&limit=9"
      )
    }

    @Test func givenAURLWithAQueryWhenARequestIsBuiltThenItsQueryIsKeptAndThePageIsAdded() {
      let source = cursorSource("/posts?lang=ja")

      let request = source.urlRequest(for: PageRequest(cursor: "c20", pageSize: 20))

      #expect(request.url?.query == "lang=ja&cursor=c20&limit=20")
      #expect(request.httpMethod == "GET")
      #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    @Test func givenACursorWithPlusAndEqualsWhenARequestIsBuiltThenItReachesTheServerUnchanged() {
      let source = cursorSource("/posts?q=a%2Bb")

      let request = source.urlRequest(for: PageRequest(cursor: "ab+c/d==", pageSize: 5))

      #expect(request.url?.query == "q=a%2Bb&cursor=ab%2Bc%2Fd%3D%3D&limit=5")
    }

    @Test func givenAValueLoaderWhenTheValueExistsThenItIsDecoded() async throws {
      let loader = HTTPValueLoader<RemotePost>(url: server.url("/posts/3"))

      #expect(try await loader.load() == RemotePost(id: 3))
    }

    @Test func givenAValueLoaderWhenTheValueIsMissingThenItFailsAsNotFound() async {
      let loader = HTTPValueLoader<RemotePost>(url: server.url("/posts/999"))

      await #expect(throws: HTTPFailure.self) { try await loader.load() }
      do {
        _ = try await loader.load()
      } catch {
        #expect(AppError(error) == .notFound)
      }
    }
  }
}
