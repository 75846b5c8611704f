public import ErrorHandling
public import LoadingStates
public import Unidirectional

/// A ready-made reducer for a screen that follows a stream of values, such as a live
/// price, a document others edit, or a database query: it subscribes when the view
/// appears, shows every value the stream delivers, and stops when the view goes away.
///
/// The `AsyncSequence` sibling of ``LoadFeature``, and article 001's publisher-backed
/// loadable object as a reducer. Its whole story is one ``/LoadingStates/DataState``:
///
/// | event | `data` |
/// |---|---|
/// | `appear` | ``/LoadingStates/DataState/initialLoading`` |
/// | first value | ``/LoadingStates/DataState/success(_:)`` |
/// | each later value | ``/LoadingStates/DataState/success(_:)`` with the new value |
/// | the stream throws | ``/LoadingStates/DataState/reLoadingFailure(_:_:)`` keeping the last value, or ``/LoadingStates/DataState/loadingFailure(_:)`` |
/// | the stream finishes before its first value | a failure with ``/ErrorHandling/AppError/noData`` |
/// | `disappear` | the subscription is cancelled; the last value stays |
///
/// ```swift
/// let quote = StreamFeature<Quote> { market.quotes(for: "ACME") }
/// let store = Store(initialState: StreamFeature<Quote>.State(), reducer: quote)
/// store.send(.appear)       // subscribes
/// store.send(.disappear)    // cancels the subscription
/// ```
///
/// The policy, each line proven by a test:
/// - `appear` subscribes unless a subscription runs or the stream ended; coming back after
///   `disappear` subscribes again and keeps the last value on screen until a new one comes.
/// - `refresh` replaces a running subscription with a new one, keeping the value on screen
///   (``/LoadingStates/DataState/reLoading(_:)``); while the first value is still awaited
///   it is ignored, so a stream is never subscribed twice.
/// - `retry` subscribes again after the stream threw.
/// - Events of a subscription that was stopped, replaced or already ended are ignored, so
///   a stream that ends twice or throws after finishing changes nothing.
/// - A subscription cancelled by the stream's source is never a failure: the screen goes
///   back to what it showed, and the next `appear` subscribes again.
///
/// A subscription is an effect that lasts as long as the stream: it ends when the stream
/// ends and on `disappear`. Send `disappear` when the view goes away: cancelling a task
/// that awaits the subscribing action stops the stream too, but a cancelled effect sends
/// nothing, so only `disappear` tells the state. Because a live stream never settles,
/// await a refresh by its state, not by its task:
/// `await store.send(.refresh, while: { $0.data.isLoading })`.
///
/// The stream is pulled off the main actor, where an `AsyncStream`'s `next()` runs anyway,
/// and its values reach the reducer in batches: the values that came while the main actor
/// was busy are reduced in one turn of it, one `valueReceived` each, in order. A burst of
/// values already buffered (a query's first rows, a replayed log) costs the stream's own
/// work per value, not a trip to the main actor each. The stream is pulled at most 256
/// values ahead of the reducer; once the subscription is cancelled, nothing it pulled is
/// reduced.
public struct StreamFeature<Value: Sendable>: Reducer {
  /// The value, what the screen is doing with it, and the subscription it follows.
  public struct State {
    /// The last value and its loading state.
    public var data: DataState<Value, AppError>

    /// Whether a subscription follows the stream, and which one.
    public var subscription: StreamSubscription

    /// The id the next subscription gets; ids count up from 0, so tests can name them.
    public var nextSubscriptionID: Int

    /// Creates a state; by default, nothing loaded and nothing subscribed.
    ///
    /// - Parameters:
    ///   - data: The value's loading state.
    ///   - subscription: The subscription that follows the stream.
    ///   - nextSubscriptionID: The id of the next subscription.
    public init(
      data: DataState<Value, AppError> = .idle,
      subscription: StreamSubscription = .notSubscribed,
      nextSubscriptionID: Int = 0
    ) {
      self.data = data
      self.subscription = subscription
      self.nextSubscriptionID = nextSubscriptionID
    }
  }

  /// What happens to a screen that follows a stream.
  public enum Action {
    /// The screen appeared.
    case appear
    /// The screen went away.
    case disappear
    /// The user pulled to refresh.
    case refresh
    /// The user tapped retry on an error screen or banner.
    case retry
    /// The subscription with `subscriptionID` delivered a value.
    case valueReceived(subscriptionID: Int, value: Value)
    /// The stream of the subscription with `subscriptionID` finished.
    case finished(subscriptionID: Int)
    /// The stream of the subscription with `subscriptionID` threw.
    case failed(subscriptionID: Int, error: AppError)
  }

  /// Logs each failure of the stream, pinned to where the feature was created.
  public let errorLogger: ErrorLogger

  /// Follows one new subscription: pulls the stream off the main actor and delivers each
  /// value to `deliver` on it, in batches (`StreamRelay`).
  let follow: @MainActor @Sendable (_ deliver: @MainActor (Value) -> Void) async throws -> Void

  /// Creates the feature with the stream it follows.
  ///
  /// `subscribe` is called for every subscription, so each one starts the stream afresh;
  /// errors the stream throws become ``/ErrorHandling/AppError`` values.
  ///
  /// - Parameters:
  ///   - errorLogger: Logs each error the stream throws (not a cancellation) before it is
  ///     classified, with the place the feature is created; by default the store's
  ///     `\.errorLogger` dependency (``/ErrorHandling/ErrorLogger/fromDependencies``).
  ///   - fileID: Where the feature is created, for the logger.
  ///   - line: Where the feature is created, for the logger.
  ///   - function: Where the feature is created, for the logger.
  ///   - subscribe: Makes the stream to follow.
  public init<Values: AsyncSequence & Sendable>(
    errorLogger: ErrorLogger = .fromDependencies,
    fileID: String = #fileID,
    line: UInt = #line,
    function: String = #function,
    subscribe: @escaping @Sendable () -> Values
  ) where Values.Element == Value {
    self.errorLogger = errorLogger.pinned(fileID: fileID, line: line, function: function)
    self.follow = { deliver in
      try await StreamRelay.follow(subscribe(), deliver: deliver)
    }
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch decide(action, in: state) {
    case .ignore:
      return .none
    case .subscribe:
      state.data.startLoading()
      return subscribe(in: &state)
    case .unsubscribe:
      state.subscription = .notSubscribed
      state.data.cancelLoading()
      return .cancel(id: StreamCancelID())
    case .show(let value):
      state.data.receive(value)
      return .none
    case .end(let error):
      state.subscription = .ended
      end(&state.data, with: error)
      return .none
    }
  }

  private func subscribe(in state: inout State) -> Effect<Action> {
    let id = state.nextSubscriptionID
    state.nextSubscriptionID += 1
    state.subscription = .subscribed(id: id)
    let follow = self.follow
    let errorLogger = self.errorLogger
    return .run { send in
      try await follow { send(.valueReceived(subscriptionID: id, value: $0)) }
      send(.finished(subscriptionID: id))
    } catch: { error, send in
      send(.failed(subscriptionID: id, error: errorLogger.classify(error)))
    }
    .cancellable(id: StreamCancelID(), cancelInFlight: true)
  }

  /// Ends the stream's story: a stream that finished without a value had nothing to show.
  private func end(_ data: inout DataState<Value, AppError>, with error: AppError?) {
    switch error {
    case nil where data.isLoading: data.receiveFailure(.noData)
    case nil: break
    case let error?: data.receiveFailure(error)
    }
  }
}

/// Groups the feature's subscription; a store scopes it to the feature's place.
private struct StreamCancelID: Hashable, Sendable {}

extension StreamFeature.State: Equatable where Value: Equatable {}
extension StreamFeature.State: Sendable {}

/// Written as its properties, so a recording that starts while a subscription runs accepts
/// that subscription's values:
/// `{"data":{"success":{"value":…}},"subscription":{"subscribed":{"id":0}},"nextSubscriptionID":1}`.
extension StreamFeature.State: Codable where Value: Codable {
  private enum CodingKeys: String, CodingKey { case data, subscription, nextSubscriptionID }

  /// Reads a state written by `encode(to:)`. It is a `DecodingError` when the next
  /// subscription id is below 0 or above 2⁵³, when the subscription's id is not below it
  /// (ids are handed out in order), or when the state is loading with no subscription to
  /// bring the value: the screen would load forever.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let data = try container.decode(DataState<Value, AppError>.self, forKey: .data)
    let subscription = try container.decode(StreamSubscription.self, forKey: .subscription)
    let nextID = try DecodedCounter.decode(forKey: .nextSubscriptionID, in: container)
    if case .subscribed(let id) = subscription, !(0..<nextID).contains(id) {
      throw DecodingError.dataCorruptedError(
        forKey: .subscription, in: container,
        debugDescription: "The subscription has id \(id), but ids so far run from 0 to \(nextID - 1).")
    }
    let isFollowing = if case .subscribed = subscription { true } else { false }
    if data.isLoading, !isFollowing {
      throw DecodingError.dataCorruptedError(
        forKey: .subscription, in: container,
        debugDescription: "The state is loading, but no subscription follows the stream.")
    }
    self.init(data: data, subscription: subscription, nextSubscriptionID: nextID)
  }
}
extension StreamFeature.Action: Equatable where Value: Equatable {}
extension StreamFeature.Action: Sendable {}
extension StreamFeature.Action: Codable where Value: Codable {}
