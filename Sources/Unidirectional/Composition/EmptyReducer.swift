/// A reducer that changes nothing and starts no effect: what an empty
/// ``Reducer/body`` builds.
///
/// ```swift
/// struct Placeholder: Reducer {
///   typealias State = Int
///   typealias Action = Never
///   var body: some Reducer<State, Action> {}
/// }
/// ```
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates the reducer.
  @inlinable
  public init() {}

  /// Leaves `state` as it is and returns ``Effect/none``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
