/// A reducer that runs its base with some dependencies overridden: for a subtree of
/// features, the base and everything it composes, and the effects they return.
///
/// The override runs once for each set of values it is applied over, not once per action:
/// `.dependencies { $0.uuid = .incrementing }` counts on from one action to the next.
///
/// Made by ``Reducer/dependencies(_:)`` and ``Reducer/dependency(_:_:)``.
public struct DependenciesReducer<Base: Reducer>: Reducer {
  let base: Base
  let override: @Sendable (inout DependencyValues) -> Void
  let derived = DerivedDependencies()

  init(base: Base, override: @escaping @Sendable (inout DependencyValues) -> Void) {
    self.base = base
    self.override = override
  }

  /// Runs the base with the overridden values installed, and hands its effects the same
  /// values.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let box = derived.box(over: InstalledDependencies.currentBox, override)
    return InstalledDependencies.withInstalled(box) {
      base.reduce(into: &state, action: action)
    }
    .carrying(box)
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
  /// This reducer, with dependencies overridden for it, every reducer it composes, and
  /// their effects.
  ///
  /// The override applies on top of the values in force around it: the app's, or a test's.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Scope(state: \.counter, action: .counter) {
  ///     Counter()
  ///       .dependencies { $0.clock = ImmediateClock() }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter override: Changes the values in force.
  /// - Returns: The reducer with the override.
  public func dependencies(
    _ override: @escaping @Sendable (inout DependencyValues) -> Void
  ) -> DependenciesReducer<Self> {
    DependenciesReducer(base: self, override: override)
  }

  /// This reducer, with the dependency at `keyPath` set to `value` for it, every reducer it
  /// composes, and their effects.
  ///
  /// ```swift
  /// let counter = Counter().dependency(\.uuid, .incrementing)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The dependency.
  ///   - value: Its value under this reducer.
  /// - Returns: The reducer with the override.
  public func dependency<Value: Sendable>(
    _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> DependenciesReducer<Self> {
    dependencies { $0[keyPath: keyPath] = value }
  }
}
