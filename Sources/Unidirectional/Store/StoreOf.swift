/// The store of a feature, named by the feature: `StoreOf<Counter>` for
/// `Store<Counter.State, Counter.Action>`.
///
/// ```swift
/// let store: StoreOf<Counter> = Store(initialState: Counter.State()) { Counter() }
/// ```
public typealias StoreOf<Feature: Reducer> = Store<Feature.State, Feature.Action>

extension Store {
  /// Creates a store that runs the reducer `reducer` builds, starting from `initialState`:
  /// the trailing-closure form, as a feature's body reads.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State()) {
  ///   Counter()
  ///     .logChanges()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - issueReporter: Receives problems such as an effect error nobody handled.
  ///   - reducer: Builds the feature's reducer.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: State,
    issueReporter: IssueReporter = .standardError,
    @ReducerBuilder<State, Action> reducer: () -> R
  ) {
    self.init(initialState: initialState, reducer: reducer(), issueReporter: issueReporter)
  }

  /// Creates a store that runs the reducer `reducer` builds, with some dependencies
  /// overridden.
  ///
  /// ```swift
  /// let store = Store(initialState: Notes.State()) {
  ///   Notes()
  /// } withDependencies: {
  ///   $0.context = .preview
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - issueReporter: Receives problems such as an effect error nobody handled.
  ///   - reducer: Builds the feature's reducer.
  ///   - prepare: Changes the app's values (``DependencyValues/live``).
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: State,
    issueReporter: IssueReporter = .standardError,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepare: (inout DependencyValues) -> Void
  ) {
    self.init(
      initialState: initialState,
      reducer: reducer(),
      issueReporter: issueReporter,
      withDependencies: prepare
    )
  }
}
