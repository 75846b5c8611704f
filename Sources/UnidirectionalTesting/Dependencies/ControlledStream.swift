public import Unidirectional

/// A stream whose elements, end and error the test sends one step at a time, while the
/// test store knows that the effect following it waits on the test.
///
/// An effect that runs `for await value in stream` over a plain `AsyncStream` waits on
/// something the test store cannot see, so every step waits out the store's `timeout` and
/// fails. Hand the feature a stream made by ``makeStream()`` (an `AsyncStream`) or
/// ``makeThrowingStream()`` (an `AsyncThrowingStream`) instead: the feature's code does not
/// change, each `next()` parks through ``withParkedContinuation(of:isolation:onCancel:_:)``,
/// and ``yield(_:fileID:filePath:line:column:)``, ``finish(fileID:filePath:line:column:)``
/// and ``finish(throwing:fileID:filePath:line:column:)`` — the calls of the stream's own
/// continuation — return once the effect has run as far as it can, so the actions it sent
/// are there to `receive`.
///
/// ```swift
/// struct Prices: Reducer {
///   struct State: Equatable { var latest: Quote? }
///   enum Action: Equatable { case appear, received(Quote) }
///
///   let quotes: @Sendable () -> AsyncStream<Quote>
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .appear:
///       return .run { [quotes] send in
///         for await quote in quotes() { send(.received(quote)) }
///       }
///     case .received(let quote):
///       state.latest = quote
///       return .none
///     }
///   }
/// }
///
/// let quotes = ControlledStream<Quote>()
/// let store = TestStore(initialState: Prices.State(), reducer: Prices { quotes.makeStream() })
/// await store.send(.appear)
/// await quotes.yield(Quote(price: 10))
/// await store.receive(.received(Quote(price: 10))) { $0.latest = Quote(price: 10) }
/// await quotes.finish()
/// await store.finish()
/// ```
///
/// Each stream made is a subscription, numbered from 0 in the order they are made, like
/// one connection to a live source: what the test sends goes to every subscription still
/// active, and a subscription made later starts afresh. A subscription stays active until
/// it is finished, thrown or cancelled: when the task following it is cancelled (a
/// `disappear` cancelling the effect), its wait ends, its stream ends as an `AsyncStream`
/// does, and it is listed in ``cancelledSubscriptions``. Sending when no subscription is
/// active fails the test: nothing would see it. A subscription that is not waiting when the
/// test sends keeps what it is sent until it asks, as an `AsyncStream` buffers; sending to
/// it returns at once.
public final class ControlledStream<Element: Sendable>: Sendable {
  private let subscriptions = LockedState(StreamSubscriptions<Element>())
  private let issueReporter: IssueReporter

  /// Creates a stream with no subscriptions yet.
  ///
  /// - Parameter issueReporter: Where sending with no active subscription is reported; the
  ///   running test by default.
  public init(issueReporter: IssueReporter = .failingCurrentTest) {
    self.issueReporter = issueReporter
  }

  /// Makes a new subscription, as a stream that finishes but never throws.
  ///
  /// An error sent with ``finish(throwing:fileID:filePath:line:column:)`` finishes it and
  /// fails the test, since an `AsyncStream` cannot throw.
  ///
  /// - Returns: The subscription's stream, for the feature to follow.
  public func makeStream() -> AsyncStream<Element> {
    let number = subscriptions.withLock { $0.subscribe(canThrow: false) }
    return AsyncStream { [self] in try? await next(for: number) }
  }

  /// Makes a new subscription, as a stream that finishes or throws.
  ///
  /// - Returns: The subscription's stream, for the feature to follow.
  public func makeThrowingStream() -> AsyncThrowingStream<Element, any Error> {
    let number = subscriptions.withLock { $0.subscribe(canThrow: true) }
    return AsyncThrowingStream { [self] in try await next(for: number) }
  }

  /// The number of subscriptions made so far.
  public var subscriptionCount: Int { subscriptions.withLock { $0.count } }

  /// The numbers of the subscriptions that take what the test sends: neither ended nor
  /// cancelled.
  public var activeSubscriptions: [Int] { subscriptions.withLock { $0.open } }

  /// The numbers of the subscriptions whose task was cancelled while they were active.
  public var cancelledSubscriptions: [Int] { subscriptions.withLock { $0.cancelled } }

  /// Sends `element` to every active subscription, then waits until the effects it woke
  /// have run as far as they can.
  ///
  /// - Parameters:
  ///   - element: The element each subscription's `next()` returns.
  ///   - fileID: The caller's file, where a missing subscription is reported.
  ///   - filePath: The caller's file path, where a missing subscription is reported.
  ///   - line: The caller's line, where a missing subscription is reported.
  ///   - column: The caller's column, where a missing subscription is reported.
  public func yield(
    _ element: Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await send(.success(element), describedAs: "yield(\(element))", at: location)
  }

  /// Finishes every active subscription, then waits until the effects it woke have run as
  /// far as they can.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, where a missing subscription is reported.
  ///   - filePath: The caller's file path, where a missing subscription is reported.
  ///   - line: The caller's line, where a missing subscription is reported.
  ///   - column: The caller's column, where a missing subscription is reported.
  public func finish(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await send(.success(nil), describedAs: "finish()", at: location)
  }

  /// Makes every active subscription throw `error`, then waits until the effects it woke
  /// have run as far as they can.
  ///
  /// - Parameters:
  ///   - error: What each subscription's `next()` throws.
  ///   - fileID: The caller's file, where a missing subscription is reported.
  ///   - filePath: The caller's file path, where a missing subscription is reported.
  ///   - line: The caller's line, where a missing subscription is reported.
  ///   - column: The caller's column, where a missing subscription is reported.
  public func finish(
    throwing error: any Error,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await send(.failure(error), describedAs: "finish(throwing: \(error))", at: location)
  }

  /// Hands `event` to the active subscriptions, reports what could not be delivered as
  /// sent, and wakes the waiting ones one by one.
  private func send(
    _ event: StreamSubscriptions<Element>.Event,
    describedAs description: String,
    at location: SourceCodeLocation
  ) async {
    let (delivery, made) = subscriptions.withLock { ($0.send(event), $0.count) }
    if delivery.reached == 0 {
      issueReporter.fail(TestStoreMessages.noActiveSubscription(description, made: made), at: location)
    }
    if delivery.finishedInsteadOfThrowing > 0 {
      issueReporter.fail(TestStoreMessages.nonThrowingSubscriptionFinished(description), at: location)
    }
    for wake in delivery.wakes {
      await wake.continuation.resume(with: wake.event)
    }
  }

  /// Subscription `number`'s next event, parked until the test sends one; `nil` once its
  /// task is cancelled.
  private func next(for number: Int) async throws -> Element? {
    let onCancel: @Sendable (ParkedContinuation<Element?>) -> Void = { continuation in
      self.subscriptions.withLock { $0.cancel(number) }
      continuation.cancel()
    }
    do {
      return try await withParkedContinuation(of: Element?.self, onCancel: onCancel) { continuation in
        subscriptions.withLock { $0.next(for: number, waitingOn: continuation) }
      }
    } catch is CancellationError where Task.isCancelled {
      return nil
    }
  }
}
