import Foundation
import Paging
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The actor the decoding tests ask from: a feature's effect asks from the main actor, but
/// the main actor is shared by every test of the run, so a test of whether it stays free
/// would wait on the others. This one is used by nothing else.
@globalActor
actor DecodingCaller {
  static let shared = DecodingCaller()
}

extension FixtureServerTests {
  /// The HTTP sources decode off their caller's actor: a feature's effect asks from the
  /// main actor, and a large page must not hold the screen while it decodes.
  @DecodingCaller
  @Suite(.timeLimit(.minutes(1)))
  struct HTTPDecodingExecutorTests {
    /// A response that notes, as it is decoded, whether the caller's actor is free
    /// meanwhile: it asks that actor to run a job and waits for it. Decoded on the actor,
    /// the job cannot run until the decoding ends, and the wait runs out; off it, the job
    /// runs at once, since nothing else uses the actor.
    struct ExecutorProbe: Decodable {
      let callerWasFree: Bool

      init(from decoder: any Decoder) throws {
        let ran = DispatchSemaphore(value: 0)
        Task { @DecodingCaller in ran.signal() }
        callerWasFree = ran.wait(timeout: .now() + 20) == .success
      }
    }

    let server = FixtureServer.shared

    @Test(
      "Given a page source asked from an actor, when the page arrives, then it is decoded while that actor stays free"
    )
    func aPageIsDecodedOffTheCallersActor() async throws {
      let source = HTTPPageSource<Bool, String>(
        url: server.url("/posts"), pagination: .cursor(), decoding: ExecutorProbe.self
      ) { response, _ in
        Page(items: [response.callerWasFree], nextCursor: nil)
      }

      let page = try await source.fetch(PageRequest(cursor: nil, pageSize: 10))

      #expect(page.items == [true])
    }

    @Test(
      "Given a value loader asked from an actor, when the value arrives, then it is decoded while that actor stays free"
    )
    func aValueIsDecodedOffTheCallersActor() async throws {
      let loader = HTTPValueLoader<ExecutorProbe>(url: server.url("/posts/1"))

      let value = try await loader.load()

      #expect(value.callerWasFree)
    }
  }
}
