import Foundation
import Paging
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension FixtureServerTests {
  /// The HTTP sources decode off the main actor: a feature's effect asks from the main
  /// actor, and a large page must not hold the screen while it decodes.
  @MainActor
  @Suite(.timeLimit(.minutes(1)))
  struct HTTPDecodingExecutorTests {
    /// A response that notes, as it is decoded, whether the main actor is free meanwhile: it
    /// asks the main actor to run a job and waits up to five seconds for it. Decoded on the
    /// main actor, the job cannot run until the decoding ends, and the wait runs out.
    struct ExecutorProbe: Decodable {
      let mainActorWasFree: Bool

      init(from decoder: any Decoder) throws {
        let ran = DispatchSemaphore(value: 0)
        Task { @MainActor in ran.signal() }
        mainActorWasFree = ran.wait(timeout: .now() + 5) == .success
      }
    }

    let server = FixtureServer.shared

    @Test(
      "Given a page source asked from the main actor, when the page arrives, then it is decoded while the main actor stays free"
    )
    func aPageIsDecodedOffTheMainActor() async throws {
      let source = HTTPPageSource<Bool, String>(
        url: server.url("/posts"), pagination: .cursor(), decoding: ExecutorProbe.self
      ) { response, _ in
        Page(items: [response.mainActorWasFree], nextCursor: nil)
      }

      let page = try await source.fetch(PageRequest(cursor: nil, pageSize: 10))

      #expect(page.items == [true])
    }

    @Test(
      "Given a value loader asked from the main actor, when the value arrives, then it is decoded while the main actor stays free"
    )
    func aValueIsDecodedOffTheMainActor() async throws {
      let loader = HTTPValueLoader<ExecutorProbe>(url: server.url("/posts/1"))

      let value = try await loader.load()

      #expect(value.mainActorWasFree)
    }
  }
}
