/// The dependencies of a store made with values of its own, and the reducer that installs
/// them.
///
/// The store runs ``installing(around:)``'s reducer instead of the feature's: a store
/// without dependencies keeps the feature's reducer and pays nothing.
@MainActor
final class StoreDependencies {
  private var box: DependencyValuesBox

  init(_ values: DependencyValues) {
    box = DependencyValuesBox(values)
  }

  /// The values the next reduce runs with; setting them leaves running effects with theirs.
  var values: DependencyValues {
    get { box.values }
    set { box = DependencyValuesBox(newValue) }
  }

  /// `reducer`, run with the store's values installed, its effects carrying them.
  func installing<State, Action>(
    around reducer: @escaping (inout State, Action) -> Effect<Action>
  ) -> (inout State, Action) -> Effect<Action> {
    { [self] state, action in
      let box = self.box
      let previous = InstalledDependencies.install(box)
      let effect = reducer(&state, action)
      InstalledDependencies.restore(previous)
      // The slot held `box` unretained until here.
      withExtendedLifetime(box) {}
      return effect.isNone ? effect : effect.carrying(box)
    }
  }
}
