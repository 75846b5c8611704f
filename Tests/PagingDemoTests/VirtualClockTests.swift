import Testing

@testable import PagingDemo

struct VirtualClockTests {
  @Test func sleepingMovesTimeForwardAndReturnsAtOnce() async throws {
    let clock = VirtualClock()

    try await clock.sleep(for: .milliseconds(450))
    try await clock.sleep(for: .milliseconds(300))

    #expect(clock.now.offset == .milliseconds(750))
  }

  @Test func sleepingUntilAPastDeadlineDoesNotMoveTimeBack() async throws {
    let clock = VirtualClock()
    try await clock.sleep(for: .seconds(2))

    try await clock.sleep(until: VirtualClock.Instant(offset: .seconds(1)))

    #expect(clock.now.offset == .seconds(2))
  }

  @Test func aCancelledSleepThrowsAndLeavesTimeAlone() async {
    let clock = VirtualClock()

    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.now.offset == .zero)
  }
}
