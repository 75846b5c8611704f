import ErrorHandling
import LoadingStates
import Unidirectional

/// What the one-value feature does with an action, decided from the state alone.
enum LoadDecision<Value> {
  case ignore(IgnoredReason)
  /// Ignored because a load is already running: the action's task follows it.
  case join(IgnoredReason)
  case load
  case settle(Result<Value, AppError>)
  /// The screen went away: cancel the load in flight.
  case stop
}

extension LoadFeature {
  /// The feature's whole policy as a pure function: which action starts a request, and why
  /// the others are ignored.
  func decide(_ action: Action, in state: State) -> LoadDecision<Value> {
    switch action {
    case .appear:
      return state.data.phase == .idle ? .load : .ignore(.alreadyStarted)
    case .disappear:
      return state.requests.isWaiting ? .stop : .ignore(.nothingInFlight)
    case .refresh:
      return state.data.isLoading ? .join(.alreadyLoading) : .load
    case .retry:
      if state.data.isLoading { return .join(.alreadyLoading) }
      return state.data.isFailure ? .load : .ignore(.nothingToRetry)
    case .responseReceived(let requestID, let result):
      guard state.requests.request(answeredBy: requestID) != nil else {
        return .ignore(.staleResponse(requestID: requestID))
      }
      return .settle(result)
    }
  }
}

extension LoadFeature {
  /// States why the feature ignores `action` in `state`, straight from its policy:
  /// `"retry ignored: nothing failed"`.
  ///
  /// - Parameters:
  ///   - action: The action about to be reduced.
  ///   - state: The state before the action.
  /// - Returns: The reason, or `nil` when the action is acted on.
  public func reasonForIgnoring(_ action: Action, in state: State) -> String? {
    switch decide(action, in: state) {
    case .ignore(let reason): reason.sentence(for: action.name, joinsTheLoad: false)
    case .join(let reason): reason.sentence(for: action.name, joinsTheLoad: true)
    case .load, .settle, .stop: nil
    }
  }
}

extension LoadFeature.Action {
  /// The action's case name, without its payload, as logs print it: `"appear"`.
  public var name: String {
    switch self {
    case .appear: "appear"
    case .disappear: "disappear"
    case .refresh: "refresh"
    case .retry: "retry"
    case .responseReceived: "responseReceived"
    }
  }
}

extension LoadFeature.Action {
  /// What the user did, for an action that can start a load: ``LoadFeature/State/loadTrigger``.
  var loadTrigger: LoadTrigger? {
    switch self {
    case .appear: .appearance
    case .refresh: .pull
    case .retry: .retry
    case .disappear, .responseReceived: nil
    }
  }
}
