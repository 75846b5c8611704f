import ErrorHandling
import Foundation
import LoadingStates
import Observation
import Paging
import ScreenComponents
import Testing
import Unidirectional

/// Article 001: one content view over any loadable object; here a store of `LoadFeature`
/// (the article's view model) and of `StreamFeature` (its publisher-backed object).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoadableObjectTests {
  struct Article: Equatable, Sendable {
    let title: String
  }

  /// Answers each load with the next scripted result and counts the calls.
  final class ScriptedLoads: Sendable {
    private let script: LockedState<[Result<Article, URLError>]>
    private let count = LockedState(0)

    init(_ results: [Result<Article, URLError>]) {
      script = LockedState(results)
    }

    var calls: Int { count.withLock { $0 } }

    func next() throws -> Article {
      count.withLock { $0 += 1 }
      return try script.withLock { $0.removeFirst() }.get()
    }
  }

  let article = Article(title: "Loading states in SwiftUI")

  func makeStore(_ loads: ScriptedLoads) -> Store<LoadFeature<Article>.State, LoadFeature<Article>.Action> {
    Store(initialState: LoadFeature<Article>.State(), reducer: LoadFeature { try loads.next() })
  }

  @Test func givenAnIdleSourceWhenTheViewAppearsThenItLoadsOnceAndHandsTheValueToTheContent() async {
    // Given
    let loads = ScriptedLoads([.success(article)])
    let store = makeStore(loads)
    let view = AsyncContent(source: store) { $0.title }
    #expect(view.look == .blank)

    // When
    view.appeared()
    #expect(view.look == .spinner)
    view.appeared()
    await store.waitForEffects()

    // Then
    #expect(view.look == .content("Loading states in SwiftUI"))
    #expect(loads.calls == 1, "appearing again while loading starts nothing")
  }

  @Test func givenAFailedLoadWhenRetriedThenTheErrorStaysUntilTheValueArrives() async {
    // Given
    let loads = ScriptedLoads([.failure(URLError(.notConnectedToInternet)), .success(article)])
    let store = makeStore(loads)
    let view = AsyncContent(source: store) { $0.title }
    view.appeared()
    await store.waitForEffects()
    #expect(view.look == .error(message: AppError.network.userMessage(), isRetrying: false))

    // When
    view.retryTapped()

    // Then
    #expect(
      view.look == .error(message: AppError.network.userMessage(), isRetrying: true),
      "the error stays, with its retry button busy, instead of a spinner flash"
    )
    await store.waitForEffects()
    #expect(view.look == .content("Loading states in SwiftUI"))
    #expect(loads.calls == 2)
  }

  @Test func givenACustomPlaceholderWhenLoadingThenItShowsInsteadOfTheSpinner() async {
    let loads = ScriptedLoads([.success(article)])
    let store = makeStore(loads)
    let view = AsyncContent(source: store, placeholder: "████████") { $0.title }

    view.appeared()

    #expect(view.look == .placeholder("████████"))
    await store.waitForEffects()
  }

  @Test func givenAViewReadingTheLookWhenTheLoadSettlesThenTheViewIsToldToRedraw() async {
    // Given
    let loads = ScriptedLoads([.success(article)])
    let store = makeStore(loads)
    let view = AsyncContent(source: store) { $0.title }
    view.appeared()
    let redraws = LockedState(0)

    // When
    withObservationTracking {
      _ = view.look
    } onChange: {
      redraws.withLock { $0 += 1 }
    }
    await store.waitForEffects()

    // Then
    #expect(redraws.withLock { $0 } == 1)
  }

  @Test func givenAStreamSourceThenTheSameViewFollowsEveryValue() async {
    // Given
    let (values, continuation) = AsyncStream.makeStream(of: Article.self)
    let store = Store(initialState: StreamFeature<Article>.State(), reducer: StreamFeature { values })
    let view = AsyncContent(source: store) { $0.title }

    // When
    continuation.yield(article)
    view.appeared()
    for await state in store.states where state.data.value == article { break }
    let edited = Article(title: "Loading states in SwiftUI, revised")
    continuation.yield(edited)
    for await state in store.states where state.data.value == edited { break }

    // Then
    #expect(view.look == .content("Loading states in SwiftUI, revised"))
    continuation.finish()
    await store.waitForEffects()
    #expect(store.state.subscription == .ended)
  }

  @Test func givenAStreamSourceWhenTheViewGoesAwayThenTheSubscriptionStopsAndTheLastValueStays() async {
    // Given
    let (values, continuation) = AsyncStream.makeStream(of: Article.self)
    let store = Store(initialState: StreamFeature<Article>.State(), reducer: StreamFeature { values })
    let view = AsyncContent(source: store) { $0.title }
    continuation.yield(article)
    view.appeared()
    for await state in store.states where state.data.value == article { break }

    // When
    view.disappeared()
    await store.waitForEffects()

    // Then
    #expect(store.state.subscription == .notSubscribed)
    #expect(store.inFlightEffectCount == 0, "the stream was never finished, yet nothing runs")
    #expect(view.look == .content("Loading states in SwiftUI"))
    continuation.finish()
  }

  @Test func givenContentMadeStraightFromAStreamWhenItAppearsThenItSubscribesThenAndFollowsTheValues() async {
    // Given: the stream is made only when the view subscribes, as article 001's publisher
    let subscriptions = LockedState(0)
    let (values, continuation) = AsyncStream.makeStream(of: Article.self)
    let view = AsyncContent(values: { subscriptions.withLock { $0 += 1 }; return values }) { $0.title }
    #expect(view.look == .blank)
    #expect(subscriptions.withLock { $0 } == 0, "nothing subscribes before the view appears")

    // When
    view.appeared()
    #expect(view.look == .spinner)
    continuation.yield(article)
    for await state in view.source.states where state.data.value == article { break }

    // Then
    #expect(view.look == .content("Loading states in SwiftUI"))
    #expect(subscriptions.withLock { $0 } == 1)
    view.disappeared()
    await view.source.waitForEffects()
    #expect(view.look == .content("Loading states in SwiftUI"), "the last value stays")
    continuation.finish()
  }

  @Test func givenAFailedStreamWhenRetriedThenTheErrorShowsItsRetryRunningUntilAValueArrives() async {
    // Given: the first subscription fails at once, the second waits for a value
    let attempts = LockedState(0)
    let (values, continuation) = AsyncThrowingStream.makeStream(of: Article.self)
    let view = AsyncContent(values: { () -> AsyncThrowingStream<Article, any Error> in
      let attempt = attempts.withLock { count -> Int in
        count += 1
        return count
      }
      guard attempt > 1 else { return AsyncThrowingStream { $0.finish(throwing: URLError(.notConnectedToInternet)) } }
      return values
    }) { $0.title }
    view.appeared()
    await view.source.waitForEffects()
    let offline = AppError.network.userMessage()
    #expect(view.look == .error(message: offline, isRetrying: false))

    // When
    view.retryTapped()

    // Then
    #expect(view.look == .error(message: offline, isRetrying: true))
    continuation.yield(article)
    for await state in view.source.states where state.data.value == article { break }
    #expect(view.look == .content("Loading states in SwiftUI"))
    continuation.finish()
    await view.source.waitForEffects()
  }
}
