import Testing
import Unidirectional
import UnidirectionalTesting

/// Follows a stream of numbers until it ends, throws, or the user stops it.
private struct Follower<Values: AsyncSequence & Sendable>: Reducer where Values.Element == Int {
  struct State: Equatable {
    var values: [Int] = []
    var end: End?
  }

  enum End: Equatable {
    case finished
    case failed
  }

  enum Action: Equatable {
    case follow
    case stop
    case received(Int)
    case ended(End)
  }

  let values: @Sendable () -> Values

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .follow:
      return .run { [values] send in
        for try await value in values() { send(.received(value)) }
        send(.ended(.finished))
      } catch: { _, send in
        send(.ended(.failed))
      }
      .cancellable(id: "follow")
    case .stop:
      return .cancel(id: "follow")
    case .received(let value):
      state.values.append(value)
      return .none
    case .ended(let end):
      state.end = end
      return .none
    }
  }
}

private struct Offline: Error {}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ControlledStreamTests {
  private let failures = FailureCollector()

  private func makeStore<Values>(
    _ values: @escaping @Sendable () -> Values
  ) -> TestStore<Follower<Values>.State, Follower<Values>.Action> {
    TestStore(
      initialState: Follower.State(),
      reducer: Follower(values: values),
      issueReporter: failures.reporter
    )
  }

  @Test("Given a feature over an AsyncStream, when the test yields and finishes, then each action has arrived when the call returns")
  func yieldingToAnAsyncStream() async {
    let stream = ControlledStream<Int>()
    let store = makeStore { stream.makeStream() }
    await store.send(.follow)

    await stream.yield(1)
    await store.receive(.received(1), timeout: .zero) { $0.values = [1] }
    await stream.yield(2)
    await store.receive(.received(2), timeout: .zero) { $0.values = [1, 2] }
    await stream.finish()
    await store.receive(.ended(.finished), timeout: .zero) { $0.end = .finished }

    await store.finish()
    #expect(failures.messages == [])
    #expect(stream.activeSubscriptions == [])
  }

  @Test("Given a feature over an AsyncThrowingStream, when the test finishes it throwing, then the effect's catch handler gets the error")
  func finishingAThrowingStreamWithAnError() async {
    let stream = ControlledStream<Int>()
    let store = makeStore { stream.makeThrowingStream() }
    await store.send(.follow)
    await stream.yield(1)
    await store.receive(.received(1)) { $0.values = [1] }

    await stream.finish(throwing: Offline())

    await store.receive(.ended(.failed)) { $0.end = .failed }
    await store.finish()
    #expect(failures.messages == [])
  }

  @Test("Given an effect waiting on the stream, when it is cancelled, then its stream ends quietly and the subscription is listed as cancelled")
  func cancellingTheFollowingEffect() async {
    let stream = ControlledStream<Int>()
    let store = makeStore { stream.makeThrowingStream() }
    await store.send(.follow)
    #expect(stream.activeSubscriptions == [0])

    await store.send(.stop)

    #expect(stream.activeSubscriptions == [])
    #expect(stream.cancelledSubscriptions == [0])
    await store.finish()
  }

  @Test("Given a stopped subscription, when the test yields, then the test fails saying no subscription took it")
  func yieldingWithNoActiveSubscription() async {
    let stream = ControlledStream<Int>(issueReporter: failures.reporter)
    let store = makeStore { stream.makeStream() }
    await store.send(.follow)
    await store.send(.stop)

    await stream.yield(7)

    #expect(failures.messages == ["No active subscription to take yield(7); subscriptions made: 1."])
    await store.finish()
  }

  @Test("Given a feature over an AsyncStream, when the test finishes it throwing, then the stream finishes and the test fails saying it cannot throw")
  func finishingAnAsyncStreamWithAnError() async {
    let stream = ControlledStream<Int>(issueReporter: failures.reporter)
    let store = makeStore { stream.makeStream() }
    await store.send(.follow)

    await stream.finish(throwing: Offline())

    await store.receive(.ended(.finished)) { $0.end = .finished }
    #expect(
      failures.messages == [
        """
        finish(throwing: Offline()) reached a subscription made by makeStream(), an \
        AsyncStream, which cannot throw: it finished instead. Make it with makeThrowingStream().
        """
      ])
    await store.finish()
  }

  @Test("Given two streams not followed yet, when the test yields and finishes, then each keeps every value in order for when it is followed")
  func streamsNotYetFollowedKeepWhatTheyAreSent() async throws {
    let stream = ControlledStream<Int>()
    let first = stream.makeStream()
    let second = stream.makeThrowingStream()

    await stream.yield(1)
    await stream.yield(2)
    await stream.finish()

    #expect(try await Array(first) == [1, 2])
    #expect(try await Array(second) == [1, 2])
    #expect(stream.subscriptionCount == 2)
  }
}

extension Array {
  /// Collects every element of `sequence`.
  fileprivate init<Values: AsyncSequence>(_ sequence: Values) async throws where Values.Element == Element {
    self = []
    for try await element in sequence { append(element) }
  }
}
