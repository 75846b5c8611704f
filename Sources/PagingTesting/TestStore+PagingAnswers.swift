public import ErrorHandling
public import Paging
public import Unidirectional
public import UnidirectionalTesting

// The answers a `PagingFeature` or a `LoadFeature` receives, asserted by what they bring: the request id is
// bookkeeping the feature checks itself, so a test names the page, never the id.

extension TestStore {
  /// Asserts that the list received `result` for a request of its main direction (a first
  /// page, a reload or a next page), whatever the request's id, and the state it produced.
  ///
  /// ```swift
  /// @MainActor
  /// func firstPageArrives() async {
  ///   let fetch = ControlledDependency<PageRequest<String>, Page<Post, String>>()
  ///   let store = TestStore(
  ///     initialState: PagingFeature<Post, String>.State(),
  ///     reducer: PagingFeature(pageSize: 20) { try await fetch($0) })
  ///   let page = Page<Post, String>(items: [], nextCursor: nil)
  ///
  ///   await store.send(.appear) { $0.list = .initialLoading }
  ///   await fetch.respond(to: PageRequest(cursor: nil, pageSize: 20), with: page)
  ///   await store.receivePage(.success(page)) {
  ///     $0.list = .success([])
  ///     $0.nextPage = .end
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - result: The page or the error the request brought.
  ///   - timeout: How long to wait, in real time; the store's ``/UnidirectionalTesting/TestStore/timeout`` by default.
  ///   - update: Mutates the previous state into the expected one.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func receivePage<Item: Equatable, Cursor>(
    _ result: Result<Page<Item, Cursor>, AppError>,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async where Action == PagingFeature<Item, Cursor>.Action {
    await receivePage(
      result, through: ActionPath(embed: { $0 }, extract: { $0 }), timeout: timeout, assert: update,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The same assertion for a screen that embeds the list: the answer arrives as an action
  /// of the screen, reached through `path`.
  ///
  /// - Parameters:
  ///   - result: What the request brought.
  ///   - path: How the screen's actions embed the list's.
  ///   - timeout: How long to wait, in real time; the store's ``/UnidirectionalTesting/TestStore/timeout`` by default.
  ///   - update: Mutates the previous state into the expected one.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func receivePage<Item: Equatable, Cursor>(
    _ result: Result<Page<Item, Cursor>, AppError>,
    through path: ActionPath<Action, PagingFeature<Item, Cursor>.Action>,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    await receiveAnswer(
      ".responseReceived", result, through: path, timeout: timeout, assert: update,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { if case .responseReceived(_, result) = $0 { true } else { false } }
  }

  /// Asserts that the list received `result` for the page above its first row, whatever
  /// the request's id, and the state it produced.
  ///
  /// - Parameters:
  ///   - result: The page or the error the request brought.
  ///   - timeout: How long to wait, in real time; the store's ``/UnidirectionalTesting/TestStore/timeout`` by default.
  ///   - update: Mutates the previous state into the expected one.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func receivePageAbove<Item: Equatable, Cursor>(
    _ result: Result<Page<Item, Cursor>, AppError>,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async where Action == PagingFeature<Item, Cursor>.Action {
    await receivePageAbove(
      result, through: ActionPath(embed: { $0 }, extract: { $0 }), timeout: timeout, assert: update,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The same assertion for a screen that embeds the list: the answer arrives as an action
  /// of the screen, reached through `path`.
  ///
  /// - Parameters:
  ///   - result: What the request brought.
  ///   - path: How the screen's actions embed the list's.
  ///   - timeout: How long to wait, in real time; the store's ``/UnidirectionalTesting/TestStore/timeout`` by default.
  ///   - update: Mutates the previous state into the expected one.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func receivePageAbove<Item: Equatable, Cursor>(
    _ result: Result<Page<Item, Cursor>, AppError>,
    through path: ActionPath<Action, PagingFeature<Item, Cursor>.Action>,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    await receiveAnswer(
      ".previousPageReceived", result, through: path, timeout: timeout, assert: update,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { if case .previousPageReceived(_, result) = $0 { true } else { false } }
  }

  /// Asserts that the list received `result` for a refresh of every loaded page, whatever
  /// the request's id, and the state it produced.
  ///
  /// - Parameters:
  ///   - result: The pages, in order, or the error the refresh brought.
  ///   - timeout: How long to wait, in real time; the store's ``/UnidirectionalTesting/TestStore/timeout`` by default.
  ///   - update: Mutates the previous state into the expected one.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func receiveReloadedPages<Item: Equatable, Cursor>(
    _ result: Result<[Page<Item, Cursor>], AppError>,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async where Action == PagingFeature<Item, Cursor>.Action {
    await receiveReloadedPages(
      result, through: ActionPath(embed: { $0 }, extract: { $0 }), timeout: timeout, assert: update,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The same assertion for a screen that embeds the list: the answer arrives as an action
  /// of the screen, reached through `path`.
  ///
  /// - Parameters:
  ///   - result: What the request brought.
  ///   - path: How the screen's actions embed the list's.
  ///   - timeout: How long to wait, in real time; the store's ``/UnidirectionalTesting/TestStore/timeout`` by default.
  ///   - update: Mutates the previous state into the expected one.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func receiveReloadedPages<Item: Equatable, Cursor>(
    _ result: Result<[Page<Item, Cursor>], AppError>,
    through path: ActionPath<Action, PagingFeature<Item, Cursor>.Action>,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    await receiveAnswer(
      ".pagesReloaded", result, through: path, timeout: timeout, assert: update,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { if case .pagesReloaded(_, result) = $0 { true } else { false } }
  }

  /// Asserts that a ``/Paging/LoadFeature`` received `result` for its request, whatever the
  /// request's id, and the state it produced.
  ///
  /// - Parameters:
  ///   - result: The value or the error the request brought.
  ///   - timeout: How long to wait, in real time; the store's ``/UnidirectionalTesting/TestStore/timeout`` by default.
  ///   - update: Mutates the previous state into the expected one.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func receiveValue<Value: Equatable>(
    _ result: Result<Value, AppError>,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async where Action == LoadFeature<Value>.Action {
    await receiveValue(
      result, through: ActionPath(embed: { $0 }, extract: { $0 }), timeout: timeout, assert: update,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The same assertion for a screen that embeds the feature: the answer arrives as an action
  /// of the screen, reached through `path`.
  ///
  /// - Parameters:
  ///   - result: What the request brought.
  ///   - path: How the screen's actions embed the feature's.
  ///   - timeout: How long to wait, in real time; the store's ``/UnidirectionalTesting/TestStore/timeout`` by default.
  ///   - update: Mutates the previous state into the expected one.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func receiveValue<Value: Equatable>(
    _ result: Result<Value, AppError>,
    through path: ActionPath<Action, LoadFeature<Value>.Action>,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    await receiveAnswer(
      ".responseReceived", result, through: path, timeout: timeout, assert: update,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { if case .responseReceived(_, result) = $0 { true } else { false } }
  }

  /// Receives the answer `result` of the child feature reached through `path`, whatever its
  /// request id: the case `isAnswer` matches, described as `caseName` in a failure.
  private func receiveAnswer<Child, Answer>(
    _ caseName: String,
    _ result: Answer,
    through path: ActionPath<Action, Child>,
    timeout: Duration?,
    assert update: ((inout State) throws -> Void)?,
    at location: SourceCodeLocation,
    isAnswer: (Child) -> Bool
  ) async {
    await receive(
      describedAs: "\(caseName)(requestID: _, result: \(swiftSourceLiteral(result)))",
      matching: { path.extract($0).map(isAnswer) ?? false },
      timeout: timeout, assert: update, at: location)
  }
}
