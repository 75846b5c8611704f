public import ErrorHandling
public import LoadingStates
public import Unidirectional

/// A screen that loads the user's name and hands a failed load to the app's error handler,
/// as an alert whose Try Again loads again.
public struct ProfileCard: Reducer {
  /// The name and its load.
  public struct State: Equatable {
    /// The user's name, and where its load stands.
    public var name: DataState<String, AppError>

    /// Creates the screen's state; by default, nothing loaded.
    ///
    /// - Parameter name: The name's loading state.
    public init(name: DataState<String, AppError> = .idle) {
      self.name = name
    }
  }

  /// What the screen does.
  public enum Action: Equatable, Sendable {
    /// The screen appeared, or the alert's Try Again was tapped.
    case load
    /// The load answered.
    case loaded(Result<String, AppError>)
    /// A failure for the app's error handler; the screen itself does nothing with it.
    case failed(ErrorReport<Action>)
  }

  let fetchName: @Sendable () async throws -> String

  /// Creates the screen.
  ///
  /// - Parameter fetchName: Loads the user's name.
  public init(fetchName: @escaping @Sendable () async throws -> String) {
    self.fetchName = fetchName
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load:
      guard state.name.startLoading() else { return .none }
      let fetchName = self.fetchName
      return .run { send in
        send(.loaded(.success(try await fetchName())))
      } catch: { error, send in
        send(.loaded(.failure(AppError(error))))
      }
    case .loaded(.success(let name)):
      state.name.succeed(name)
      return .none
    case .loaded(.failure(let error)):
      state.name.fail(error)
      return .send(.failed(ErrorReport(error, as: .alert(actions: [.retry(.load), .dismiss()]))))
    case .failed:
      return .none
    }
  }
}
