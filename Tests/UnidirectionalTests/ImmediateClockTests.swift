import Testing

import Unidirectional

@Suite("An immediate clock ends every sleep at once and keeps the time it slept")
struct ImmediateClockTests {
  @Test("Given two sleeps, then time moved by both and neither waited")
  func sleepingMovesTimeForwardAndReturnsAtOnce() async throws {
    let clock = ImmediateClock()

    try await clock.sleep(for: .milliseconds(450))
    try await clock.sleep(for: .milliseconds(300))

    #expect(clock.now.offset == .milliseconds(750))
  }

  @Test("Given a later time, when a sleep asks for an earlier deadline, then time does not go back")
  func sleepingUntilAPastDeadlineDoesNotMoveTimeBack() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(2))

    try await clock.sleep(until: ImmediateClock.Instant(offset: .seconds(1)))

    #expect(clock.now.offset == .seconds(2))
  }

  @Test("Given a cancelled task, when it sleeps, then the sleep throws and time stays")
  func aCancelledSleepThrowsAndLeavesTimeAlone() async {
    let clock = ImmediateClock()

    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.now.offset == .zero)
  }
}
