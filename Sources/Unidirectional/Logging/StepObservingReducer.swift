/// A reducer that runs its base and hands every step it took to an observer.
///
/// Build one with ``Reducer/observeSteps(_:)``.
public struct StepObservingReducer<Base: Reducer>: Reducer {
  private let base: Base
  private let observe: (ReducedStep<Base.State, Base.Action>) -> Void

  init(base: Base, observe: @escaping (ReducedStep<Base.State, Base.Action>) -> Void) {
    self.base = base
    self.observe = observe
  }

  /// Asks the base why it would ignore `action`, runs it, then hands the step to the
  /// observer before returning the base's effect.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let stateBefore = state
    let ignoredReason = base.reasonForIgnoring(action, in: state)
    let effect = base.reduce(into: &state, action: action)
    observe(
      ReducedStep(
        action: action, stateBefore: stateBefore, stateAfter: state, ignoredReason: ignoredReason
      )
    )
    return effect
  }

  /// The base's reason for ignoring `action`.
  public func reasonForIgnoring(_ action: Base.Action, in state: Base.State) -> String? {
    base.reasonForIgnoring(action, in: state)
  }

  /// Brings the shared copies in step, in the base.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout Base.State, since previous: Base.State) {
    base.alignSharedCopies(in: &state, since: previous)
  }
}

extension Reducer {
  /// Hands every step this reducer takes, the action, the states around it and the reason
  /// it gave for ignoring it, to `observe`.
  ///
  /// The one way to watch a feature step by step: ``logChanges(prefix:to:)`` prints the
  /// steps, the test store records them, and a program that must see *every* state (where
  /// ``Store/states`` keeps only the newest) records them here, as the store reduces them.
  /// It copies the state before each action, so only what is observed pays for it.
  ///
  /// ```swift
  /// let store = Store(
  ///   initialState: Counter.State(),
  ///   reducer: Counter().observeSteps { step in
  ///     print(step.action, step.stateAfter.count, step.ignoredReason ?? "")
  ///   }
  /// )
  /// ```
  ///
  /// - Parameter observe: Called after each action is reduced, before its effects start.
  /// - Returns: A reducer that behaves like this one and reports its steps.
  public func observeSteps(
    _ observe: @escaping (ReducedStep<State, Action>) -> Void
  ) -> StepObservingReducer<Self> {
    StepObservingReducer(base: self, observe: observe)
  }
}
