import Dispatch
import Foundation
import Paging
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A serial executor that runs its jobs on a queue of its own and can tell whether the
/// code that asks runs there: what the decoding tests check, without blocking a thread.
final class MarkedQueueExecutor: SerialExecutor {
  private static let mark = DispatchSpecificKey<Bool>()
  private let queue = DispatchQueue(label: "HTTPDecodingExecutorTests.caller")

  init() {
    queue.setSpecific(key: Self.mark, value: true)
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }

  /// Whether the calling code runs on this executor's queue.
  static var isRunningHere: Bool { DispatchQueue.getSpecific(key: mark) ?? false }
}

/// The actor the decoding tests ask from, as a feature's effect asks from the main actor;
/// its jobs run on a marked queue.
@globalActor
actor DecodingCaller {
  static let shared = DecodingCaller()
  private static let executor = MarkedQueueExecutor()

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    Self.executor.asUnownedSerialExecutor()
  }
}

extension FixtureServerTests {
  /// The HTTP sources decode off their caller's actor: a feature's effect asks from the
  /// main actor, and a large page must not hold the screen while it decodes.
  @DecodingCaller
  @Suite(.timeLimit(.minutes(1)))
  struct HTTPDecodingExecutorTests {
    /// A response that notes, as it is decoded, whether that happens on its caller's actor.
    struct ExecutorProbe: Decodable {
      let decodedOnTheCallersActor: Bool

      init(from decoder: any Decoder) throws {
        decodedOnTheCallersActor = MarkedQueueExecutor.isRunningHere
      }
    }

    let server = FixtureServer.shared

    @Test("Given a page source asked from an actor, when the page arrives, then it is decoded off that actor")
    func aPageIsDecodedOffTheCallersActor() async throws {
      #expect(MarkedQueueExecutor.isRunningHere, "the test itself runs on the caller's actor")
      let source = HTTPPageSource<Bool, String>(
        url: server.url("/posts"), pagination: .cursor(), decoding: ExecutorProbe.self
      ) { response, _ in
        Page(items: [response.decodedOnTheCallersActor], nextCursor: nil)
      }

      let page = try await source.fetch(PageRequest(cursor: nil, pageSize: 10))

      #expect(page.items == [false])
    }

    @Test("Given a value loader asked from an actor, when the value arrives, then it is decoded off that actor")
    func aValueIsDecodedOffTheCallersActor() async throws {
      #expect(MarkedQueueExecutor.isRunningHere, "the test itself runs on the caller's actor")
      let loader = HTTPValueLoader<ExecutorProbe>(url: server.url("/posts/1"))

      let value = try await loader.load()

      #expect(value.decodedOnTheCallersActor == false)
    }
  }
}
