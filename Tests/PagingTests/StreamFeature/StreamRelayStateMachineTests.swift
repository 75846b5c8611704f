import Testing

@testable import Paging

/// The hand-over between a stream's puller and the main actor, driven without a single task:
/// each test feeds the state machine the events of both sides in an order it chooses, with
/// names for waiters, and checks the decisions it returns.
struct StreamRelayStateMachineTests {
  typealias Machine = StreamRelayStateMachine<String>

  struct Failure: Error, Equatable {}

  // MARK: - Values

  @Test func givenAWaitingConsumerWhenAValueIsPushedThenItGoesToTheFirstSlotAndWakesTheConsumer() {
    // Given
    var machine = Machine(capacity: 4)
    #expect(machine.waitForValues("consumer") == nil)

    // When
    let push = machine.push()

    // Then
    #expect(push == .store(slot: 0, growTo: nil, wake: "consumer", isFull: false))
    #expect(machine.waitingCount == 1)
  }

  @Test func givenValuesWaitingWhenTheConsumerTakesThenItGetsThemAllOldestFirstAndTheSlotsAreFreeAgain() {
    // Given
    var machine = Machine(capacity: 4)
    let pushes = (0..<3).map { _ in machine.push() }

    // When
    let take = machine.take()

    // Then
    #expect(pushes == (0..<3).map { .store(slot: $0, growTo: nil, wake: nil, isFull: false) })
    guard case .values(count: 3, resume: nil) = take else {
      Issue.record("expected the three values, got \(take)")
      return
    }
    guard case .wait = machine.take() else {
      Issue.record("expected nothing left to take")
      return
    }
    #expect(machine.push() == .store(slot: 0, growTo: nil, wake: nil, isFull: false))
  }

  @Test func givenAValueCameMeanwhileWhenTheConsumerWaitsThenItIsResumedAtOnce() {
    // Given
    var machine = Machine(capacity: 4)
    _ = machine.push()

    // When
    let wait = machine.waitForValues("consumer")

    // Then
    #expect(wait == "consumer")
  }

  @Test func givenMoreValuesThanSlotsWhenTheyArePushedThenTheSlotsDoubleUpToTheCapacity() {
    // Given
    var machine = Machine(capacity: 5, initialSlotCount: 2)

    // When
    let pushes = (0..<5).map { _ in machine.push() }

    // Then
    #expect(pushes == [
      .store(slot: 0, growTo: nil, wake: nil, isFull: false),
      .store(slot: 1, growTo: nil, wake: nil, isFull: false),
      .store(slot: 2, growTo: 4, wake: nil, isFull: false),
      .store(slot: 3, growTo: nil, wake: nil, isFull: false),
      .store(slot: 4, growTo: 5, wake: nil, isFull: true),
    ])
    #expect(machine.slotCount == 5)
  }

  // MARK: - The end

  @Test func givenValuesWaitingWhenTheStreamThrowsThenTheConsumerTakesTheValuesBeforeTheError() {
    // Given
    var machine = Machine(capacity: 4)
    _ = machine.push()
    _ = machine.push()

    // When
    let wake = machine.end(.failed(Failure()))

    // Then
    #expect(wake == nil, "the consumer was not waiting")
    guard case .values(count: 2, resume: nil) = machine.take() else {
      Issue.record("expected the two values first")
      return
    }
    guard case .end(.failed(let error)) = machine.take() else {
      Issue.record("expected the error after the values")
      return
    }
    #expect(error as? Failure == Failure())
  }

  @Test func givenAWaitingConsumerWhenTheStreamFinishesThenItIsWokenAndALaterEndChangesNothing() {
    // Given
    var machine = Machine(capacity: 4)
    _ = machine.waitForValues("consumer")

    // When
    let wake = machine.end(.finished)
    let second = machine.end(.failed(Failure()))

    // Then
    #expect(wake == "consumer")
    #expect(second == nil)
    guard case .end(.finished) = machine.take() else {
      Issue.record("expected the stream to have finished")
      return
    }
  }

  // MARK: - Room

  @Test func givenFullSlotsWhenTheProducerWaitsForRoomThenTheConsumersTakeResumesIt() {
    // Given
    var machine = Machine(capacity: 2)
    _ = machine.push()
    #expect(machine.push() == .store(slot: 1, growTo: nil, wake: nil, isFull: true))

    // When
    let wait = machine.waitForRoom("producer")
    let take = machine.take()

    // Then
    #expect(wait == nil, "the producer waits")
    guard case .values(count: 2, resume: "producer") = take else {
      Issue.record("expected the take to resume the producer, got \(take)")
      return
    }
  }

  @Test func givenTheConsumerTookMeanwhileWhenTheProducerWaitsForRoomThenItIsResumedAtOnce() {
    // Given
    var machine = Machine(capacity: 1)
    _ = machine.push()
    _ = machine.take()

    // When
    let wait = machine.waitForRoom("producer")

    // Then
    #expect(wait == "producer")
  }

  // MARK: - Waking

  @Test func givenAConsumerWokenByAValueWhenItHasTakenItAndWaitsAgainThenTheNextValueWakesItAgain() {
    // Given
    var machine = Machine(capacity: 4)
    _ = machine.waitForValues("first wait")
    #expect(machine.push() == .store(slot: 0, growTo: nil, wake: "first wait", isFull: false))
    _ = machine.take()

    // When
    let wait = machine.waitForValues("second wait")

    // Then
    #expect(wait == nil)
    #expect(machine.push() == .store(slot: 0, growTo: nil, wake: "second wait", isFull: false))
    #expect(machine.push() == .store(slot: 1, growTo: nil, wake: nil, isFull: false), "woken once")
  }

  // MARK: - Closing

  @Test func givenValuesLeftAndAProducerWaitingForRoomWhenTheConsumerLeavesThenTheValuesAreDroppedAndTheProducerStops() {
    // Given
    var machine = Machine(capacity: 2)
    _ = machine.push()
    _ = machine.push()
    _ = machine.waitForRoom("producer")

    // When
    let close = machine.close()

    // Then
    #expect(close == Machine.Close(dropped: 2, resume: "producer"))
    #expect(machine.waitingCount == 0)
    #expect(machine.push() == .stop)
    #expect(machine.end(.finished) == nil)
    #expect(machine.waitForRoom("producer") == "producer", "a closed relay never makes the producer wait")
  }
}
