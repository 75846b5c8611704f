import Unidirectional

/// Wraps a reducer and reports every action it reduces, with the state after it and the
/// reason the reducer gives for ignoring it.
///
/// `Store.states` keeps only the newest state, so a consumer that wants *every* state (the
/// demo prints each one) records them where they are made: in the reducer, as the store
/// runs it on the main actor.
///
/// ```swift
/// let reducer = RecordingReducer(base: feature) { action, state, ignoredReason in
///   print(action, state.list.phase, ignoredReason ?? "")
/// }
/// let store = Store(initialState: FeedFeature.State(), reducer: reducer)
/// ```
struct RecordingReducer<Base: ExplainsIgnoredActions>: Reducer
where Base.State: Sendable, Base.Action: Sendable {
  /// The reducer that does the work.
  let base: Base

  /// Receives each action, the state after it, and the reason it was ignored, if it was.
  let record: @MainActor (Base.Action, Base.State, String?) -> Void

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let ignoredReason = base.reasonForIgnoring(action, in: state)
    let effect = base.reduce(into: &state, action: action)
    let (record, reduced) = (self.record, state)
    // A `Store` reduces on the main actor, and only a store runs this reducer.
    MainActor.assumeIsolated {
      record(action, reduced, ignoredReason)
    }
    return effect
  }
}
