public import Unidirectional

/// The test store of a feature, named by the feature: `TestStoreOf<Counter>` for
/// `TestStore<Counter.State, Counter.Action>`.
public typealias TestStoreOf<Feature: Reducer> = TestStore<Feature.State, Feature.Action>
where Feature.State: Equatable

extension TestStore {
  /// Creates a test store running the reducer `reducer` builds, from `initialState`: the
  /// trailing-closure form.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Counter.State()) { Counter() }
  /// await store.send(.increment) { $0.count = 1 }
  /// ```
  ///
  /// Set the dependencies the test runs with in a second trailing closure:
  ///
  /// ```swift
  /// let store = TestStore(initialState: Notes.State()) {
  ///   Notes()
  /// } withDependencies: {
  ///   $0.date = .constant(Date(timeIntervalSince1970: 0))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - exhaustivity: How strictly to check; ``Exhaustivity/on`` by default.
  ///   - timeout: How long a step waits for effects, in real time.
  ///   - issueReporter: Where failures go; the running test by default.
  ///   - fileID: The caller's file, where an end-of-test failure is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  ///   - reducer: Builds the feature under test.
  ///   - prepare: Sets the dependencies this test runs with, over the test values.
  public convenience init<R: Reducer<State, Action>>(
    initialState: State,
    exhaustivity: Exhaustivity = .on,
    timeout: Duration = .seconds(5),
    issueReporter: IssueReporter = .failingCurrentTest,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepare: (inout DependencyValues) -> Void = { _ in }
  ) {
    self.init(
      initialState: initialState, reducer: reducer(), exhaustivity: exhaustivity,
      timeout: timeout, issueReporter: issueReporter, fileID: fileID, filePath: filePath,
      line: line, column: column, withDependencies: prepare)
  }
}
