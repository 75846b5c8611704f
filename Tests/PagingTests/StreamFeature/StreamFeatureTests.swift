import ErrorHandling
import Foundation
import LoadingStates
import Paging
import Testing
import Unidirectional
import UnidirectionalTesting

/// Article 001's article screen fed by a stream of values: the stream is a
/// `ControlledStream`, which the test hands every value, end and error one step at a time.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StreamFeatureTests {
  struct Article: Equatable, Sendable {
    let title: String
  }

  typealias ArticleScreen = StreamFeature<Article>

  let stream = ControlledStream<Article>()
  let draft = Article(title: "Draft")
  let edited = Article(title: "Edited")
  let published = Article(title: "Published")

  func makeStore(
    _ state: ArticleScreen.State = ArticleScreen.State()
  ) -> TestStore<ArticleScreen.State, ArticleScreen.Action> {
    let stream = self.stream
    return TestStore(
      initialState: state, reducer: ArticleScreen { stream.makeThrowingStream() }, timeout: relayTimeout)
  }

  /// Appears and subscribes as subscription 0, awaiting its first value.
  func appear(_ store: TestStore<ArticleScreen.State, ArticleScreen.Action>) async {
    await store.send(.appear) {
      $0.data = .initialLoading
      $0.subscription = .subscribed(id: 0)
      $0.nextSubscriptionID = 1
    }
  }

  /// Appears and delivers `draft` on subscription 0.
  func appearShowingTheDraft(_ store: TestStore<ArticleScreen.State, ArticleScreen.Action>) async {
    await appear(store)
    await stream.yield(draft)
    await store.receive(.valueReceived(subscriptionID: 0, value: draft)) {
      $0.data = .success(draft)
    }
  }

  // MARK: - Following the stream

  @Test func givenAnIdleScreenWhenItAppearsThenEachValueReplacesTheLastUntilTheStreamFinishes() async {
    let store = makeStore()
    await appearShowingTheDraft(store)

    await stream.yield(edited)
    await store.receive(.valueReceived(subscriptionID: 0, value: edited)) {
      $0.data = .success(edited)
    }
    await stream.finish()
    await store.receive(.finished(subscriptionID: 0)) {
      $0.subscription = .ended
    }

    #expect(store.stateHistory.map(\.data.phase) == [.idle, .initialLoading, .success, .success, .success])
    #expect(stream.subscriptionCount == 1)
    await store.finish()
  }

  @Test func givenValuesOnScreenWhenTheStreamThrowsThenTheLastValueStaysWithTheError() async {
    let store = makeStore()
    await appearShowingTheDraft(store)

    await stream.finish(throwing: URLError(.networkConnectionLost))
    await store.receive(.failed(subscriptionID: 0, error: .network)) {
      $0.data = .reLoadingFailure(draft, .network)
      $0.subscription = .ended
    }
    #expect(store.state.data.isFailure, "a banner over the last value")
    await store.finish()
  }

  @Test func givenNoValueYetWhenTheStreamThrowsThenTheErrorIsShownAlone() async {
    let store = makeStore()
    await appear(store)

    await stream.finish(throwing: URLError(.notConnectedToInternet))
    await store.receive(.failed(subscriptionID: 0, error: .network)) {
      $0.data = .loadingFailure(.network)
      $0.subscription = .ended
    }
    await store.finish()
  }

  // MARK: - Restarting

  @Test func givenAFailedStreamWhenRetriedThenItSubscribesAgainKeepingTheErrorUntilAValueComes() async {
    let store = makeStore(
      ArticleScreen.State(data: .loadingFailure(.network), subscription: .ended, nextSubscriptionID: 1)
    )

    await store.send(.retry) {
      $0.data = .retryLoading(.network)
      $0.subscription = .subscribed(id: 1)
      $0.nextSubscriptionID = 2
    }
    #expect(store.state.data.loadingState == .failed(.network), "no spinner flash")
    await stream.yield(published)
    await store.receive(.valueReceived(subscriptionID: 1, value: published)) {
      $0.data = .success(published)
    }
    await store.skipInFlightEffects()
    await store.finish()
  }

  @Test func givenARunningSubscriptionWhenRefreshedThenANewOneReplacesItAndTheValueStaysMeanwhile() async {
    let store = makeStore()
    await appearShowingTheDraft(store)

    await store.send(.refresh) {
      $0.data = .reLoading(draft)
      $0.subscription = .subscribed(id: 1)
      $0.nextSubscriptionID = 2
    }
    #expect(stream.cancelledSubscriptions == [0], "the old subscription is cancelled")
    await stream.yield(published)
    await store.receive(.valueReceived(subscriptionID: 1, value: published)) {
      $0.data = .success(published)
    }
    #expect(stream.activeSubscriptions == [1], "only one subscription ever runs")
    await store.skipInFlightEffects()
    await store.finish()
  }

  @Test func givenTheFirstValueIsAwaitedWhenRefreshedThenNothingSubscribesTwice() async {
    let store = makeStore()
    await appear(store)

    let feature = ArticleScreen { stream.makeThrowingStream() }
    #expect(feature.reasonForIgnoring(.refresh, in: store.state) == "refresh ignored: a load is already in flight")
    #expect(feature.reasonForIgnoring(.retry, in: store.state) == "retry ignored: a load is already in flight")

    await store.send(.refresh)
    await store.send(.retry)

    #expect(stream.subscriptionCount == 1)
    await store.skipInFlightEffects()
    await store.finish()
  }

  // MARK: - The view goes away

  @Test func givenAValueOnScreenWhenTheViewDisappearsThenTheSubscriptionIsCancelledAndTheValueStays() async {
    let store = makeStore()
    await appearShowingTheDraft(store)

    await store.send(.disappear) {
      $0.subscription = .notSubscribed
    }

    #expect(stream.cancelledSubscriptions == [0])
    #expect(stream.activeSubscriptions.isEmpty)
    await store.finish()
  }

  @Test func givenTheViewWentAwayWhenItAppearsAgainThenItFollowsANewSubscriptionShowingTheLastValue() async {
    let store = makeStore()
    await appearShowingTheDraft(store)
    await store.send(.disappear) {
      $0.subscription = .notSubscribed
    }

    await store.send(.appear) {
      $0.data = .reLoading(draft)
      $0.subscription = .subscribed(id: 1)
      $0.nextSubscriptionID = 2
    }
    await stream.yield(edited)
    await store.receive(.valueReceived(subscriptionID: 1, value: edited)) {
      $0.data = .success(edited)
    }
    await store.skipInFlightEffects()
    await store.finish()
  }

  @Test func givenTheFirstValueIsAwaitedWhenTheViewDisappearsThenTheScreenIsIdleAgain() async {
    let store = makeStore()
    await appear(store)

    await store.send(.disappear) {
      $0.data = .idle
      $0.subscription = .notSubscribed
    }
    #expect(stream.cancelledSubscriptions == [0])
    await store.finish()
  }

  // MARK: - Bad input

  @Test func givenAStreamThatFinishesBeforeItsFirstValueThenTheScreenFailsWithNoData() async {
    let store = makeStore()
    await appear(store)

    await stream.finish()
    await store.receive(.finished(subscriptionID: 0)) {
      $0.data = .loadingFailure(.noData)
      $0.subscription = .ended
    }
    #expect(store.state.data.error?.userMessage().isEmpty == false, "the error view has words to show")
    await store.finish()
  }

  @Test func givenAnEndedStreamWhenItEndsAgainOrThrowsOrDeliversLateThenNothingChangesAndEachSaysWhy() async {
    let ended = ArticleScreen.State(data: .success(draft), subscription: .ended, nextSubscriptionID: 1)
    let store = makeStore(ended)
    let feature = ArticleScreen { stream.makeThrowingStream() }
    let actions: [ArticleScreen.Action] = [
      .finished(subscriptionID: 0),
      .failed(subscriptionID: 0, error: .network),
      .valueReceived(subscriptionID: 0, value: edited),
      .appear,
      .disappear,
      .retry,
    ]

    for action in actions {
      await store.send(action)
    }

    #expect(actions.map { feature.reasonForIgnoring($0, in: ended) } == [
      "finished ignored: subscription #0 was stopped, replaced or already ended",
      "failed ignored: subscription #0 was stopped, replaced or already ended",
      "valueReceived ignored: subscription #0 was stopped, replaced or already ended",
      "appear ignored: the stream ended; refresh or retry subscribes again",
      "disappear ignored: no subscription is running",
      "retry ignored: nothing failed",
    ])
    #expect(stream.subscriptionCount == 0)
    await store.finish()
  }

  @Test func givenASequenceThatMisbehavesAfterItsEndThenOnlyWhatCameBeforeTheEndIsShown() async {
    let misbehaving = ScriptedSequence(script: [.value(draft), .end, .failure, .value(edited)])
    let store = TestStore(
      initialState: ArticleScreen.State(),
      reducer: ArticleScreen { misbehaving },
      timeout: relayTimeout
    )

    await appear(store)
    await store.receive(.valueReceived(subscriptionID: 0, value: draft)) {
      $0.data = .success(draft)
    }
    await store.receive(.finished(subscriptionID: 0)) {
      $0.subscription = .ended
    }
    await store.finish()
  }

  @Test func givenACancellationReportedByTheSourceThenItIsNeverAFailureAndAppearingSubscribesAgain() async {
    let store = makeStore()
    await appearShowingTheDraft(store)
    await store.send(.refresh) {
      $0.data = .reLoading(draft)
      $0.subscription = .subscribed(id: 1)
      $0.nextSubscriptionID = 2
    }

    await stream.finish(throwing: CancellationError())
    await store.receive(.failed(subscriptionID: 1, error: .cancelled)) {
      $0.data = .success(draft)
      $0.subscription = .notSubscribed
    }
    await store.send(.appear) {
      $0.data = .reLoading(draft)
      $0.subscription = .subscribed(id: 2)
      $0.nextSubscriptionID = 3
    }
    await store.skipInFlightEffects()
  }
}

/// Issue 22: a user's stream screen over a plain `AsyncStream` could not be tested with a
/// `TestStore`, as every step timed out waiting on the stream. Over a `ControlledStream` it
/// is tested exhaustively, value by value, with no double written by hand.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StreamFeatureControlledStreamTests {
  typealias Article = StreamFeatureTests.Article
  typealias ArticleScreen = StreamFeatureTests.ArticleScreen

  let draft = Article(title: "Draft")
  let edited = Article(title: "Edited")
  let published = Article(title: "Published")

  @Test("Given a screen over a ControlledStream, when values, an error, a retry and the end come one by one, then each state is asserted in turn")
  func aStreamFollowedValueByValueToItsEnd() async {
    let stream = ControlledStream<Article>()
    let store = TestStore(
      initialState: ArticleScreen.State(), reducer: ArticleScreen { stream.makeThrowingStream() }, timeout: relayTimeout)

    await store.send(.appear) {
      $0.data = .initialLoading
      $0.subscription = .subscribed(id: 0)
      $0.nextSubscriptionID = 1
    }
    await stream.yield(draft)
    await store.receive(.valueReceived(subscriptionID: 0, value: draft)) { $0.data = .success(draft) }
    await stream.yield(edited)
    await store.receive(.valueReceived(subscriptionID: 0, value: edited)) { $0.data = .success(edited) }
    await stream.finish(throwing: URLError(.networkConnectionLost))
    await store.receive(.failed(subscriptionID: 0, error: .network)) {
      $0.data = .reLoadingFailure(edited, .network)
      $0.subscription = .ended
    }
    await store.send(.retry) {
      $0.data = .reLoading(edited)
      $0.subscription = .subscribed(id: 1)
      $0.nextSubscriptionID = 2
    }
    await stream.yield(published)
    await store.receive(.valueReceived(subscriptionID: 1, value: published)) { $0.data = .success(published) }
    await stream.finish()
    await store.receive(.finished(subscriptionID: 1)) { $0.subscription = .ended }

    store.assertStateHistory([
      ArticleScreen.State(),
      ArticleScreen.State(data: .initialLoading, subscription: .subscribed(id: 0), nextSubscriptionID: 1),
      ArticleScreen.State(data: .success(draft), subscription: .subscribed(id: 0), nextSubscriptionID: 1),
      ArticleScreen.State(data: .success(edited), subscription: .subscribed(id: 0), nextSubscriptionID: 1),
      ArticleScreen.State(data: .reLoadingFailure(edited, .network), subscription: .ended, nextSubscriptionID: 1),
      ArticleScreen.State(data: .reLoading(edited), subscription: .subscribed(id: 1), nextSubscriptionID: 2),
      ArticleScreen.State(data: .success(published), subscription: .subscribed(id: 1), nextSubscriptionID: 2),
      ArticleScreen.State(data: .success(published), subscription: .ended, nextSubscriptionID: 2),
    ])
    #expect(stream.subscriptionCount == 2)
    await store.finish()
  }

  @Test("Given a screen over a ControlledStream's AsyncStream waiting for its next value, when the view disappears, then the waiting subscription is cancelled")
  func disappearingCancelsAWaitingSubscription() async {
    let stream = ControlledStream<Article>()
    let store = TestStore(
      initialState: ArticleScreen.State(), reducer: ArticleScreen { stream.makeStream() }, timeout: relayTimeout)
    await store.send(.appear) {
      $0.data = .initialLoading
      $0.subscription = .subscribed(id: 0)
      $0.nextSubscriptionID = 1
    }
    await stream.yield(draft)
    await store.receive(.valueReceived(subscriptionID: 0, value: draft)) { $0.data = .success(draft) }

    await store.send(.disappear) { $0.subscription = .notSubscribed }

    #expect(stream.cancelledSubscriptions == [0])
    #expect(stream.activeSubscriptions.isEmpty)
    await store.finish()
  }

  @Test("Given a 200 ms step limit, when a screen appears over a plain AsyncStream, then the step waits it out and fails; over a ControlledStream it does not")
  func onlyAStreamTheTestStoreKnowsLetsAStepEndWhileItWaits() async {
    let plain = IssueLog()
    let (values, continuation) = AsyncStream.makeStream(of: Article.self)
    let plainStore = TestStore(
      initialState: ArticleScreen.State(),
      reducer: ArticleScreen { values },
      timeout: .milliseconds(200),
      issueReporter: plain.reporter
    )
    let controlled = IssueLog()
    let stream = ControlledStream<Article>()
    let controlledStore = TestStore(
      initialState: ArticleScreen.State(),
      reducer: ArticleScreen { stream.makeStream() },
      timeout: .milliseconds(200),
      issueReporter: controlled.reporter
    )

    await plainStore.send(.appear, assert: Self.subscribed)
    await controlledStore.send(.appear, assert: Self.subscribed)

    #expect(plain.messages.count == 1)
    #expect(plain.messages.first?.hasPrefix("An effect was still running 0.2 seconds after the step") == true)
    #expect(controlled.messages == [])
    await plainStore.skipInFlightEffects()
    await controlledStore.skipInFlightEffects()
    continuation.finish()
  }

  private static func subscribed(_ state: inout ArticleScreen.State) {
    state.data = .initialLoading
    state.subscription = .subscribed(id: 0)
    state.nextSubscriptionID = 1
  }
}

/// The messages of the failures a test store reports.
private final class IssueLog: Sendable {
  private let log = LockedState<[String]>([])

  var reporter: IssueReporter { IssueReporter { issue in self.log.withLock { $0.append(issue.message) } } }

  var messages: [String] { log.withLock { $0 } }
}

/// A sequence that plays a fixed script, including events no well-behaved sequence sends
/// after its end, to prove the feature never sees them.
///
/// It plays on its caller's actor: a script waits for nothing, so a subscription on the main
/// actor follows it to its end without a suspension, and a test store's step is over at
/// once. Played from the global executor instead, each event took a trip back to the main
/// actor, and in a busy parallel run (sanitizers, two cores) the step outlasted the test
/// store's real-time limit.
struct ScriptedSequence<Element: Sendable>: AsyncSequence, Sendable {
  enum Event: Sendable {
    case value(Element)
    case end
    case failure
  }

  let script: [Event]

  struct AsyncIterator: AsyncIteratorProtocol {
    var remaining: ArraySlice<Event>

    mutating func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
      try play()
    }

    mutating func next() async throws -> Element? {
      try play()
    }

    private mutating func play() throws -> Element? {
      guard let event = remaining.popFirst() else { return nil }
      switch event {
      case .value(let value): return value
      case .end: return nil
      case .failure: throw ScriptedFailure()
      }
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(remaining: script[...])
  }
}

/// The error a ``ScriptedSequence`` throws.
struct ScriptedFailure: Error {}

/// A live screen in a real store, where a refresh is awaited by its state because the
/// stream it restarts never settles.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StreamFeatureRefreshTests {
  typealias ArticleScreen = StreamFeatureTests.ArticleScreen

  @Test func givenNoValueYetWhenTheSourceGivesUpThenTheScreenIsIdleAndAppearingSubscribesAgain() async {
    let (values, continuation) = AsyncThrowingStream.makeStream(of: StreamFeatureTests.Article.self)
    let store = Store(initialState: ArticleScreen.State(), reducer: ArticleScreen { values })
    continuation.finish(throwing: CancellationError())

    store.send(.appear)
    await store.waitForEffects()

    #expect(store.state == ArticleScreen.State(data: .idle, subscription: .notSubscribed, nextSubscriptionID: 1))
  }

  @Test func givenAValueOnScreenWhenARefreshIsAwaitedByItsStateThenTheWaitEndsAtTheFirstNewValue() async {
    // Given
    let draft = StreamFeatureTests.Article(title: "Draft")
    let edited = StreamFeatureTests.Article(title: "Edited")
    let (values, continuation) = AsyncStream.makeStream(of: StreamFeatureTests.Article.self)
    let store = Store(
      initialState: ArticleScreen.State(data: .success(draft), subscription: .ended, nextSubscriptionID: 1),
      reducer: ArticleScreen { values }
    )
    continuation.yield(edited)

    // When
    await store.send(.refresh, while: { $0.data.isLoading })

    // Then
    #expect(store.state.data == .success(edited))
    #expect(store.state.subscription == .subscribed(id: 1), "the stream runs on")
    continuation.finish()
    await store.waitForEffects()
    #expect(store.state.subscription == .ended)
  }
}
