/// A reducer that runs its base, then reacts when a value read from the state changed.
///
/// Created by ``Reducer/onChange(of:_:)``.
public struct OnChangeReducer<Base: Reducer, Value: Equatable>: Reducer {
  private let base: Base
  private let value: (Base.State) -> Value
  private let react: (_ oldValue: Value, _ state: inout Base.State) -> Effect<Base.Action>

  init(
    base: Base,
    value: @escaping (Base.State) -> Value,
    react: @escaping (_ oldValue: Value, _ state: inout Base.State) -> Effect<Base.Action>
  ) {
    self.base = base
    self.value = value
    self.react = react
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = value(state)
    let effect = base.reduce(into: &state, action: action)
    guard value(state) != oldValue else { return effect }
    return .merge(effect, react(oldValue, &state))
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
  /// Reacts, in the same reduce, when an action changed a value read from the state.
  ///
  /// The reducer counterpart of SwiftUI's `onChange(of:)`, for rules that follow a change
  /// rather than an action: raise a banner once when a refresh fails, save a setting when
  /// it changes. `react` runs only when the value after the action differs from the value
  /// before it, and may change the state and return an effect.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Scope(state: \.feed, action: .feed) { PagingFeature(fetch: fetchPosts) }
  ///     .onChange(of: \.feed.list.isFailure) { _, state in
  ///       if let error = state.feed.list.error, state.feed.list.isFailure {
  ///         state.banner = error.userMessage()
  ///       }
  ///       return .none
  ///     }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - value: Reads the value to watch.
  ///   - react: Runs after an action changed the value; gets the value from before.
  /// - Returns: A reducer that runs this one, then `react` on a change.
  public func onChange<Value: Equatable>(
    of value: @escaping (State) -> Value,
    _ react: @escaping (_ oldValue: Value, _ state: inout State) -> Effect<Action>
  ) -> OnChangeReducer<Self, Value> {
    OnChangeReducer(base: self, value: value, react: react)
  }
}
