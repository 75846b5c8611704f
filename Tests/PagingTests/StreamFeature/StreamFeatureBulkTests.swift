import ErrorHandling
import Foundation
import LoadingStates
import Paging
import Testing
import Unidirectional
import UnidirectionalTesting

/// Issue 23: a stream whose values are already buffered when the screen subscribes. The
/// values reach the reducer in batches, not one main-actor hop each, and still one reduce
/// per value, in order, with nothing reduced after the subscription is cancelled.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StreamFeatureBulkTests {
  typealias Feed = StreamFeature<Int>

  /// A stream that holds `count` values, 0 to `count - 1`, and then finishes.
  static func buffered(_ count: Int) -> AsyncStream<Int> {
    let (values, continuation) = AsyncStream.makeStream(of: Int.self)
    for value in 0..<count { continuation.yield(value) }
    continuation.finish()
    return values
  }

  @Test func givenBufferedValuesWhenTheScreenAppearsThenTheTestStoreSeesEveryStateInOrder() async {
    // Given
    let count = 200
    let values = Self.buffered(count)
    let store = TestStore(initialState: Feed.State(), reducer: Feed { values }, timeout: relayTimeout)

    // When
    await store.send(.appear) {
      $0.data = .initialLoading
      $0.subscription = .subscribed(id: 0)
      $0.nextSubscriptionID = 1
    }

    // Then
    for value in 0..<count {
      await store.receive(.valueReceived(subscriptionID: 0, value: value)) { $0.data = .success(value) }
    }
    await store.receive(.finished(subscriptionID: 0)) { $0.subscription = .ended }
    let shown: [DataState<Int, AppError>] = [.idle, .initialLoading] + (0..<count).map { .success($0) }
    #expect(store.stateHistory.map(\.data) == shown + [.success(count - 1)])
    await store.finish()
  }

  @Test func givenTenThousandBufferedValuesWhenTheScreenAppearsThenEachIsReducedOnceInOrder() async {
    // Given
    let count = 10_000
    let values = Self.buffered(count)
    let log = ValueLog()
    let store = Store(initialState: Feed.State(), reducer: Feed { values }.observeSteps(log.record))

    // When
    await store.send(.appear).finish()

    // Then
    #expect(log.values == Array(0..<count))
    #expect(store.state == Feed.State(data: .success(count - 1), subscription: .ended, nextSubscriptionID: 1))
  }

  @Test func givenBufferedValuesWhenTheViewDisappearsAtOneOfThemThenNoLaterValueIsReduced() async {
    // Given
    let values = Self.buffered(1_000)
    let log = ValueLog()
    let screen = LeavingScreen(values: values, leavingAt: 499).observeSteps(log.record)
    let store = Store(initialState: Feed.State(), reducer: screen)

    // When
    await store.send(.appear).finish()

    // Then
    #expect(log.values == Array(0...499))
    #expect(store.state == Feed.State(data: .success(499), subscription: .notSubscribed, nextSubscriptionID: 1))
  }

  @Test func givenBufferedValuesThenAnErrorWhenTheScreenAppearsThenEveryValueIsReducedAndTheLastStaysWithTheError() async {
    // Given
    let count = 1_000
    let (values, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
    for value in 0..<count { continuation.yield(value) }
    continuation.finish(throwing: URLError(.networkConnectionLost))
    let log = ValueLog()
    let store = Store(initialState: Feed.State(), reducer: Feed { values }.observeSteps(log.record))

    // When
    await store.send(.appear).finish()

    // Then
    #expect(log.values == Array(0..<count))
    #expect(
      store.state
        == Feed.State(data: .reLoadingFailure(count - 1, .network), subscription: .ended, nextSubscriptionID: 1))
  }
}

/// A screen whose view goes away the moment it shows the value `leavingAt`.
private struct LeavingScreen: Reducer {
  typealias State = StreamFeature<Int>.State
  typealias Action = StreamFeature<Int>.Action

  let values: AsyncStream<Int>
  let leavingAt: Int

  var body: some Reducer<State, Action> {
    StreamFeature<Int> { values }
    Reduce { _, action in
      guard case .valueReceived(_, leavingAt) = action else { return .none }
      return .send(.disappear)
    }
  }
}

/// The values a stream feature's reducer reduced, in order.
@MainActor
private final class ValueLog {
  private(set) var values: [Int] = []

  func record(_ step: ReducedStep<StreamFeature<Int>.State, StreamFeature<Int>.Action>) {
    guard case .valueReceived(_, let value) = step.action else { return }
    values.append(value)
  }
}
