public import ErrorHandling
public import LoadingStates
public import Unidirectional

/// A dismissable banner over a list that failed, raised once per failure (article 000,
/// Case 4: `onChange(of: isFailure)`).
public struct ErrorBanner: Equatable, Sendable {
  /// What the banner says, in words for the user.
  public let message: String

  /// Creates a banner.
  ///
  /// - Parameter message: What the banner says.
  public init(message: String) {
    self.message = message
  }
}

extension Reducer {
  /// Raises `banner` when the list read by `list` turns to a failure, the moment it does:
  /// a failed refresh over old rows, or a failed first load. It stays raised until the
  /// screen clears it; the same failure never raises it twice.
  ///
  /// - Parameters:
  ///   - list: Reads the list's loading state.
  ///   - banner: Where the screen keeps its banner.
  /// - Returns: This reducer, raising the banner on each new failure.
  public func raisingBanner<Items>(
    whenFails list: @escaping (State) -> PagingDataState<Items, AppError>,
    into banner: WritableKeyPath<State, ErrorBanner?>
  ) -> OnChangeReducer<Self, Bool> {
    onChange(of: { list($0).isFailure }) { _, state in
      if let error = list(state).error, list(state).isFailure {
        state[keyPath: banner] = ErrorBanner(message: error.userMessage())
      }
      return .none
    }
  }
}
