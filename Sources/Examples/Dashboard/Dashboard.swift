public import ErrorHandling
public import LoadingStates
public import Unidirectional

/// Article 003's screen: two answers that arrive on their own, kept as values beside the
/// status, and a status derived from what arrived, so the two never disagree.
///
/// `appear` asks for the weather and the headlines at once. The state keeps each answer
/// (`nil` until it arrives), the requests still out, and the error of a failed one; the
/// view reads ``State/status``, which ``LoadingStates/LoadPhase/init(values:error:isLoading:)``
/// computes from them: nothing out and nothing arrived is idle, one answer of two is still
/// loading, both are a success. A failure ends the round: the other request is cancelled,
/// what arrived stays shown, and appearing again starts a new round without the old error.
/// Going away cancels the requests still out.
///
/// Its store is a `LoadableObject`, so the one loading component every screen uses,
/// `AsyncContent`, draws it: a spinner until both answers arrived, the error of a failed
/// round, then the content made from the weather and the headlines.
public struct Dashboard: Reducer {
  /// The answers, the requests still out, and the error.
  public struct State: Equatable, Sendable {
    /// The weather, once it arrived.
    public var weather: Weather?
    /// The headlines, once they arrived.
    public var headlines: [Headline]?
    /// The requests sent and not answered yet.
    public var inFlight: Set<Request>
    /// The error of the request that failed this round, if one did.
    public var error: AppError?

    /// Creates the screen's state; by default, nothing asked and nothing arrived.
    ///
    /// - Parameters:
    ///   - weather: The weather, if it arrived.
    ///   - headlines: The headlines, if they arrived.
    ///   - inFlight: The requests still out.
    ///   - error: The error of a failed request.
    public init(
      weather: Weather? = nil,
      headlines: [Headline]? = nil,
      inFlight: Set<Request> = [],
      error: AppError? = nil
    ) {
      self.weather = weather
      self.headlines = headlines
      self.inFlight = inFlight
      self.error = error
    }

    /// What the view shows: derived from the answers that arrived, the requests still out
    /// and the error, never stored beside them.
    public var status: LoadPhase {
      LoadPhase(values: weather, headlines, error: error, isLoading: !inFlight.isEmpty)
    }
  }

  /// One of the screen's two requests; also the id that cancels it.
  public enum Request: Hashable, Sendable {
    /// The weather.
    case weather
    /// The headlines.
    case headlines
  }

  /// What the screen and its requests do.
  public enum Action: Equatable, Sendable {
    /// The screen appeared: both requests go out.
    case appear
    /// The screen went away: the requests still out are cancelled, and what arrived stays.
    case disappear
    /// The weather request answered.
    case weatherLoaded(Result<Weather, AppError>)
    /// The headlines request answered.
    case headlinesLoaded(Result<[Headline], AppError>)
  }

  let fetchWeather: @Sendable () async throws -> Weather
  let fetchHeadlines: @Sendable () async throws -> [Headline]
  let errorLogger: ErrorLogger

  /// Creates the screen with its two sources.
  ///
  /// - Parameters:
  ///   - errorLogger: Logs each failure of a request as it was thrown.
  ///   - fetchWeather: Loads the weather.
  ///   - fetchHeadlines: Loads the headlines.
  public init(
    errorLogger: ErrorLogger = .fromDependencies,
    fetchWeather: @escaping @Sendable () async throws -> Weather,
    fetchHeadlines: @escaping @Sendable () async throws -> [Headline]
  ) {
    self.errorLogger = errorLogger
    self.fetchWeather = fetchWeather
    self.fetchHeadlines = fetchHeadlines
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appear:
      state.error = nil
      state.inFlight = [.weather, .headlines]
      return .merge(
        request(.weather, fetchWeather, answer: Action.weatherLoaded),
        request(.headlines, fetchHeadlines, answer: Action.headlinesLoaded)
      )
    case .disappear:
      let cancelled = state.inFlight
      state.inFlight = []
      return .merge(cancelled.map { Effect.cancel(id: $0) })
    case .weatherLoaded(let result):
      guard state.inFlight.remove(.weather) != nil else { return .none }
      return arrived(result, at: \.weather, in: &state)
    case .headlinesLoaded(let result):
      guard state.inFlight.remove(.headlines) != nil else { return .none }
      return arrived(result, at: \.headlines, in: &state)
    }
  }

  /// Keeps an answer; a failure keeps what arrived before and cancels the other request.
  private func arrived<Value>(
    _ result: Result<Value, AppError>,
    at value: WritableKeyPath<State, Value?>,
    in state: inout State
  ) -> Effect<Action> {
    switch result {
    case .success(let arrived):
      state[keyPath: value] = arrived
      return .none
    case .failure(let error):
      state.error = error
      return reduce(into: &state, action: .disappear)
    }
  }

  private func request<Value: Sendable>(
    _ request: Request,
    _ fetch: @escaping @Sendable () async throws -> Value,
    answer: @escaping @Sendable (Result<Value, AppError>) -> Action
  ) -> Effect<Action> {
    let errorLogger = self.errorLogger
    return .run { send in
      send(answer(.success(try await fetch())))
    } catch: { error, send in
      send(answer(.failure(errorLogger.classify(error))))
    }
    .cancellable(id: request, cancelInFlight: true)
  }
}
