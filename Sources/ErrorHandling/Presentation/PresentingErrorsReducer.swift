public import Unidirectional

/// A reducer that runs its base and keeps the screen's ``ErrorPresentation`` in step with
/// its failures.
///
/// Created by ``Unidirectional/Reducer/presentingErrors(of:in:action:policy:)``.
public struct PresentingErrorsReducer<Base: Reducer>: Reducer {
  private let watched: OnChangeReducer<Base, AppError?>
  private let presentation: WritableKeyPath<Base.State, ErrorPresentation<Base.Action>?>
  private let action: ActionPath<Base.Action, ErrorPresentationAction>

  init(
    base: Base,
    failure: @escaping (Base.State) -> AppError?,
    presentation: WritableKeyPath<Base.State, ErrorPresentation<Base.Action>?>,
    action: ActionPath<Base.Action, ErrorPresentationAction>,
    policy: ErrorPresentationPolicy<Base.Action>
  ) {
    self.watched = base.onChange(of: failure) { failureBefore, state in
      if let shown = failure(state).flatMap(policy.presentation(of:)) {
        state[keyPath: presentation] = shown
      } else if state[keyPath: presentation]?.error == failureBefore {
        state[keyPath: presentation] = nil
      }
      return .none
    }
    self.presentation = presentation
    self.action = action
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effect = watched.reduce(into: &state, action: action)
    guard let userAction = self.action.extract(action) else { return effect }
    return .merge(effect, respond(to: userAction, in: &state))
  }

  /// The base feature's reason for ignoring `action`.
  public func reasonForIgnoring(_ action: Base.Action, in state: Base.State) -> String? {
    watched.reasonForIgnoring(action, in: state)
  }

  /// Brings the shared copies in step, in the base.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout Base.State, since previous: Base.State) {
    watched.alignSharedCopies(in: &state, since: previous)
  }

  private func respond(
    to userAction: ErrorPresentationAction,
    in state: inout Base.State
  ) -> Effect<Base.Action> {
    userAction.answer(&state[keyPath: presentation]).map(Effect.send) ?? .none
  }
}

extension Reducer {
  /// Shows this feature's failures the way `policy` says, and clears them when the user is
  /// done with them.
  ///
  /// After each action, `failure` reads the failure the screen is in. When it changed, the
  /// presentation at `presentation` is replaced by the policy's presentation of the new
  /// failure: a failure is presented once, when it appears (a banner is not raised again
  /// by the next action). When the failure goes away (a retry starts) or turns into one
  /// the policy does not show, its presentation goes with it; one that shows another
  /// failure, such as a sibling list's attached to the same place, stays. The actions at `action` are the user's:
  /// ``ErrorPresentationAction/dismissed`` clears the presentation;
  /// ``ErrorPresentationAction/tapped(_:)`` clears it and sends the tapped
  /// ``ErrorAction``'s action.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Reduce(respond)
  ///     .presentingErrors(
  ///       of: \.submission.failure,
  ///       in: \.presentedError,
  ///       action: .error,
  ///       policy: .alerts(retry: .submitTapped)
  ///     )
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - failure: Reads the failure to present, or `nil` when there is none: for a
  ///     `DataState` or `PagingDataState`, its `failure`, so an error kept on screen while
  ///     a retry runs is not presented twice.
  ///   - presentation: Where the state keeps the presented error.
  ///   - action: Where the feature's actions carry the user's answer to it.
  ///   - policy: How each failure is shown.
  /// - Returns: A reducer that runs this one, then presents its failures.
  public func presentingErrors(
    of failure: @escaping (State) -> AppError?,
    in presentation: WritableKeyPath<State, ErrorPresentation<Action>?>,
    action: ActionPath<Action, ErrorPresentationAction>,
    policy: ErrorPresentationPolicy<Action>
  ) -> PresentingErrorsReducer<Self> {
    PresentingErrorsReducer(
      base: self,
      failure: failure,
      presentation: presentation,
      action: action,
      policy: policy
    )
  }
}
