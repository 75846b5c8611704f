import ErrorHandling
import LoadingStates
import Unidirectional

/// What the stream feature does with an action, decided from the state alone.
enum StreamDecision<Value> {
  case ignore(IgnoredReason)
  case subscribe
  /// Stop following: the view went away, or the stream's source gave up. Nothing failed,
  /// and the next `appear` subscribes again.
  case unsubscribe
  case show(Value)
  /// The stream ended: finished (`nil`) or threw.
  case end(AppError?)
}

extension StreamFeature {
  /// The feature's whole policy as a pure function: which action subscribes, which stops
  /// the subscription, and why the others are ignored.
  func decide(_ action: Action, in state: State) -> StreamDecision<Value> {
    switch action {
    case .appear:
      switch state.subscription {
      case .notSubscribed: return .subscribe
      case .subscribed: return .ignore(.alreadySubscribed)
      case .ended: return .ignore(.streamEnded)
      }
    case .disappear:
      guard case .subscribed = state.subscription else { return .ignore(.notSubscribed) }
      return .unsubscribe
    case .refresh:
      return state.data.isLoading ? .ignore(.alreadyLoading) : .subscribe
    case .retry:
      if state.data.isLoading { return .ignore(.alreadyLoading) }
      return state.data.isFailure ? .subscribe : .ignore(.nothingToRetry)
    case .valueReceived(let id, let value):
      return isFollowed(id, in: state) ? .show(value) : .ignore(.staleSubscription(id: id))
    case .finished(let id):
      return isFollowed(id, in: state) ? .end(nil) : .ignore(.staleSubscription(id: id))
    case .failed(let id, let error):
      guard isFollowed(id, in: state) else { return .ignore(.staleSubscription(id: id)) }
      return error == .cancelled ? .unsubscribe : .end(error)
    }
  }

  private func isFollowed(_ id: Int, in state: State) -> Bool {
    state.subscription == .subscribed(id: id)
  }
}

extension StreamFeature {
  /// States why the feature ignores `action` in `state`, straight from its policy:
  /// `"appear ignored: a subscription is already running"`.
  ///
  /// - Parameters:
  ///   - action: The action about to be reduced.
  ///   - state: The state before the action.
  /// - Returns: The reason, or `nil` when the action is acted on.
  public func reasonForIgnoring(_ action: Action, in state: State) -> String? {
    guard case .ignore(let reason) = decide(action, in: state) else { return nil }
    return reason.sentence(for: action.name, joinsTheLoad: false)
  }
}

extension StreamFeature.Action {
  /// The action's case name, without its payload, as logs print it: `"appear"`.
  public var name: String {
    switch self {
    case .appear: "appear"
    case .disappear: "disappear"
    case .refresh: "refresh"
    case .retry: "retry"
    case .valueReceived: "valueReceived"
    case .finished: "finished"
    case .failed: "failed"
    }
  }
}
