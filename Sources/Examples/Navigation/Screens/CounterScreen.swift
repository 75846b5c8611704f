public import Unidirectional

/// A screen with a count and a fact about it, loaded from a slow source.
public struct CounterScreen: Reducer {
  /// The count and its fact.
  public struct State: Equatable, Codable, Sendable {
    /// The count.
    public var count: Int
    /// The fact about the count, once loaded.
    public var fact: String?
    /// Whether a fact is being loaded.
    public var isLoadingFact: Bool

    /// Creates a counter at `count`.
    ///
    /// - Parameter count: The count to start from.
    public init(count: Int = 0) {
      self.count = count
      fact = nil
      isLoadingFact = false
    }
  }

  /// What the view and the fact source do.
  public enum Action: Equatable, Sendable {
    /// The plus button.
    case incrementTapped
    /// The minus button.
    case decrementTapped
    /// The fact button: loads a fact about the count.
    case factTapped
    /// The fact source answered.
    case factLoaded(String)
  }

  enum CancelID { case fact }

  /// Loads a fact about a number.
  public let fact: @Sendable (Int) async -> String

  /// Creates the screen's reducer.
  ///
  /// - Parameter fact: Loads a fact about a number.
  public init(fact: @escaping @Sendable (Int) async -> String) {
    self.fact = fact
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
      state.fact = nil
      return .none
    case .decrementTapped:
      state.count -= 1
      state.fact = nil
      return .none
    case .factTapped:
      state.isLoadingFact = true
      return .run { [fact, count = state.count] send in
        send(.factLoaded(await fact(count)))
      }
      .cancellable(id: CancelID.fact, cancelInFlight: true)
    case .factLoaded(let fact):
      state.isLoadingFact = false
      state.fact = fact
      return .none
    }
  }
}
