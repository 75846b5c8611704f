import Testing
import Unidirectional

@testable import Paging

/// The relay that follows a stream for the main actor, run on real tasks: what it delivers
/// after a cancellation, and what it tells a test store about the work it has in hand.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StreamRelayTests {
  @Test func givenBufferedValuesWhenTheTaskIsCancelledWhileOneOfThemIsDeliveredThenNoLaterValueIsDelivered() async {
    // Given
    let values = StreamFeatureBulkTests.buffered(1_000)
    let delivered = DeliveryLog()

    // When
    let following = Task { @MainActor in
      try await StreamRelay.follow(values) { value in
        delivered.values.append(value)
        if value == 100 { withUnsafeCurrentTask { $0?.cancel() } }
      }
    }
    _ = await following.result

    // Then
    #expect(delivered.values == Array(0...100))
  }

  @Test func givenValuesThatOwnMemoryWhenTheFollowingIsCancelledMidBatchThenEveryValueIsReleasedOnce() async {
    // Given
    let releases = ReleaseCount()
    do {
      let (values, continuation) = AsyncStream.makeStream(of: Tracked.self)
      for _ in 0..<1_000 { continuation.yield(Tracked(releases)) }
      continuation.finish()

      // When
      await withTaskGroup(of: Void.self) { group in
        group.addTask { await Self.follow(values, cancellingAtDelivery: 100) }
      }
    }

    // Then
    #expect(releases.count == 1_000, "the values delivered, dropped by the relay and left in the stream")
  }

  /// Follows `values` on a task of its own, which cancels itself as it delivers the
  /// `count`th value.
  private static func follow(_ values: AsyncStream<Tracked>, cancellingAtDelivery count: Int) async {
    var delivered = 0
    try? await StreamRelay.follow(values) { _ in
      delivered += 1
      if delivered == count { withUnsafeCurrentTask { $0?.cancel() } }
    }
  }

  @Test func givenAnObserverWhenTheRelayFollowsAStreamThenTheConsumerHasWorkInHandWhileItDeliversAndNoneOnceItLeaves() async throws {
    // Given
    let values = StreamFeatureBulkTests.buffered(1_000)
    let observer = HandOverLog()
    let balances = DeliveryLog()

    // When
    try await EffectActivity.$observer.withValue(observer) {
      try await StreamRelay.follow(values) { _ in balances.values.append(observer.balance) }
    }

    // Then
    #expect(balances.values.count == 1_000)
    #expect(balances.values.allSatisfy { $0 == 1 }, "one hand-over, open while a value is delivered")
    #expect(observer.balance == 0)
  }
}

/// What a relay's `deliver` saw, in order.
@MainActor
private final class DeliveryLog {
  var values: [Int] = []
}

/// Counts the hand-overs a relay started and has not ended.
private final class HandOverLog: EffectActivity.Observer {
  private let count = LockedState(0)

  var balance: Int { count.withLock { $0 } }

  func handOverStarted() {
    count.withLock { $0 += 1 }
  }

  func handOverEnded() {
    count.withLock { $0 -= 1 }
  }

  nonisolated(nonsending) func runEffect(
    _ body: nonisolated(nonsending) () async throws -> Void
  ) async rethrows {
    try await body()
  }
}

/// A value that counts its release.
private final class Tracked: Sendable {
  private let releases: ReleaseCount

  init(_ releases: ReleaseCount) {
    self.releases = releases
  }

  deinit {
    releases.increment()
  }
}

/// How many ``Tracked`` values were released.
private final class ReleaseCount: Sendable {
  private let released = LockedState(0)

  var count: Int { released.withLock { $0 } }

  func increment() {
    released.withLock { $0 += 1 }
  }
}
