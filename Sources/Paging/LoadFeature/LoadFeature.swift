public import ErrorHandling
public import LoadingStates
public import Unidirectional

/// A ready-made reducer for a screen that shows one loaded value, such as a user profile
/// or an article: first load, pull-to-refresh, retry, with every race decided by one
/// policy, the single-value sibling of ``PagingFeature``.
///
/// The screen's whole loading story is one ``/LoadingStates/DataState`` (article 000, Cases
/// 0 to 4): a spinner while ``/LoadingStates/DataState/initialLoading``, the value while
/// reloading, the error while retrying, the old value with a banner after a failed refresh.
///
/// ```swift
/// let profile = LoadFeature<User> { try await api.currentUser() }
/// let store = Store(initialState: LoadFeature<User>.State(), reducer: profile)
/// store.send(.appear)
/// ```
///
/// The policy, each line proven by a test:
/// - `appear` loads only from `idle`; appearing again does not refetch
///   (``reloadingOnEveryAppearance()`` reloads instead, as articles 000 and 004 do).
/// - `refresh` reloads, keeping the value on screen (`reLoading`). A refresh while a load is
///   in flight starts no second request: it joins that load, so its `StoreTask` finishes
///   when the load settles.
/// - `retry` reloads after a failed load or a failed refresh; while a load is in flight it
///   joins it, like a refresh.
/// - A response whose request id is not the one in flight is stale and ignored.
/// - A request the client reports as cancelled is never a failure: the state goes back to
///   what it showed.
/// - `disappear` cancels the load in flight and goes back the same way, so a screen that
///   leaves during its first load loads again when it comes back.
///
/// Every ignored action has a reason (``IgnoredReason``), which `logChanges` prints.
public struct LoadFeature<Value: Sendable>: Reducer {
  /// The value, what the screen is doing with it, and the request it waits for.
  ///
  /// Two states are equal when they show the same ``data``; the request bookkeeping is left
  /// out, so an exhaustive test asserts what the user sees and never spells a request id.
  public struct State {
    /// The value and its loading state.
    public var data: DataState<Value, AppError>

    /// The request whose answer the feature waits for, and the id the next one gets.
    ///
    /// Only the feature changes it: states compare without it, so a test never writes it.
    /// One that builds a state in the middle of a load passes it to the initializer.
    public internal(set) var requests: RequestLedger<LoadRequest>

    /// What started the latest load; ``loadTrigger`` reads it while the load runs.
    var lastLoadTrigger = LoadTrigger.appearance

    /// What started the load in flight (the first load, a pull or a retry), or `nil` while
    /// none runs: a view keeps the error screen's retry button still when the user pulled,
    /// as the pull shows its own indicator.
    ///
    /// Bookkeeping, like ``requests``: states compare without it, and a decoded state that
    /// is loading reads ``LoadTrigger/appearance``.
    public var loadTrigger: LoadTrigger? { data.isLoading ? lastLoadTrigger : nil }

    /// Creates a state; by default, nothing loaded yet.
    ///
    /// - Parameters:
    ///   - data: The value's loading state.
    ///   - requests: The request in flight and the id of the next one.
    public init(
      data: DataState<Value, AppError> = .idle,
      requests: RequestLedger<LoadRequest> = RequestLedger()
    ) {
      self.data = data
      self.requests = requests
    }
  }

  /// What happens to a screen that shows one value.
  public enum Action {
    /// The screen appeared.
    case appear
    /// The screen went away: the load in flight is cancelled and the state goes back to
    /// what it showed, so appearing again loads again.
    case disappear
    /// The user pulled to refresh.
    case refresh
    /// The user tapped retry on an error screen or banner.
    case retry
    /// The answer to the request with `requestID`.
    case responseReceived(requestID: Int, result: Result<Value, AppError>)
  }

  /// Loads the value. Errors it throws become ``/ErrorHandling/AppError`` values.
  public let load: @Sendable () async throws -> Value

  /// Logs each failure of `load`, pinned to where the feature was created.
  public let errorLogger: ErrorLogger

  /// Creates the feature with its dependencies.
  ///
  /// - Parameters:
  ///   - errorLogger: Logs each error `load` throws (not a cancellation) before it is
  ///     classified, with the place the feature is created; by default the store's
  ///     `\.errorLogger` dependency (``/ErrorHandling/ErrorLogger/fromDependencies``).
  ///   - fileID: Where the feature is created, for the logger.
  ///   - line: Where the feature is created, for the logger.
  ///   - function: Where the feature is created, for the logger.
  ///   - load: Loads the value.
  public init(
    errorLogger: ErrorLogger = .fromDependencies,
    fileID: String = #fileID,
    line: UInt = #line,
    function: String = #function,
    load: @escaping @Sendable () async throws -> Value
  ) {
    self.load = load
    self.errorLogger = errorLogger.pinned(fileID: fileID, line: line, function: function)
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch decide(action, in: state) {
    case .ignore:
      return .none
    case .join:
      return .join(id: LoadCancelID())
    case .load:
      if let trigger = action.loadTrigger { state.lastLoadTrigger = trigger }
      state.data.startLoading()
      return startRequest(in: &state)
    case .settle(let result):
      state.requests.end()
      switch result {
      case .success(let value): state.data.succeed(value)
      case .failure(let error): state.data.fail(error)  // a cancellation goes back, as cancelLoading() does
      }
      return .none
    case .stop:
      state.requests.end()
      state.data.cancelLoading()
      return .cancel(id: LoadCancelID())
    }
  }

  private func startRequest(in state: inout State) -> Effect<Action> {
    state.requests.start(LoadRequest(), cancelID: LoadCancelID(), errorLogger: errorLogger) {
      [load] in try await load()
    } answer: { id, result in
      .responseReceived(requestID: id, result: result)
    }
  }
}

/// Groups the feature's requests; a store scopes it to the feature's place.
private struct LoadCancelID: Hashable, Sendable {}

extension LoadFeature.State: Equatable where Value: Equatable {
  /// Whether the two states show the same value in the same case; the request bookkeeping
  /// is not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.data == rhs.data }
}

extension LoadFeature.State: Hashable where Value: Hashable {
  /// Hashes what the state shows, as `==` compares it.
  public func hash(into hasher: inout Hasher) { hasher.combine(data) }
}

extension LoadFeature.State: CustomReflectable {
  /// What the state shows, as `==` compares it, so a dump, a diff or a printed test names
  /// no bookkeeping.
  public var customMirror: Mirror { Mirror(self, children: ["data": data], displayStyle: .struct) }
}
extension LoadFeature.State: Sendable {}

/// Written as what it shows and its bookkeeping, so a recording that starts during a load
/// accepts the answer it waits for:
/// `{"data":{"initialLoading":{}},"requests":{"inFlight":{"id":0,"request":{}},"nextID":1}}`.
extension LoadFeature.State: Codable where Value: Codable {
  private enum CodingKeys: String, CodingKey { case data, requests }

  /// Reads a state written by `encode(to:)`; one that is loading with no request out, or
  /// has a request out while it is not loading, is a `DecodingError`: the screen would
  /// wait for an answer that never comes, or take one it never asked for.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let data = try container.decode(DataState<Value, AppError>.self, forKey: .data)
    let requests = try container.decode(RequestLedger<LoadRequest>.self, forKey: .requests)
    guard data.isLoading == requests.isWaiting else {
      throw DecodingError.dataCorruptedError(
        forKey: .requests, in: container,
        debugDescription: data.isLoading
          ? "The state is loading with no request out." : "A request is out while the state is not loading.")
    }
    self.init(data: data, requests: requests)
  }
}
extension LoadFeature.Action: Equatable where Value: Equatable {}
extension LoadFeature.Action: Sendable {}
