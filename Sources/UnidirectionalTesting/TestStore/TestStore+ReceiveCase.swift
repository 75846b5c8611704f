public import Unidirectional

extension TestStore {
  /// Asserts that an effect sent a child action of `path`, whatever the child action, and
  /// the state it produced.
  ///
  /// Name the child by the same ``/Unidirectional/ActionPath`` that scopes it, so a test of
  /// a parent reads like the parent's body:
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State(), reducer: Feature())
  /// await store.send(.counter(.incrementLater))
  /// await store.receive(case: .counter) { $0.counter.count = 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The path of the child action an effect should have sent.
  ///   - timeout: How long to wait, in real time; the store's ``timeout`` by default.
  ///   - update: Mutates the previous state into the expected one.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func receive<ChildAction>(
    case path: ActionPath<Action, ChildAction>,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      describedAs: "an action of the path declared at \(path.place.description)",
      matching: path.matches,
      timeout: timeout,
      assert: update,
      at: location
    )
  }
}
