public import Paging
public import Unidirectional
public import UnidirectionalTesting

/// Scrolls a paged list in a test the way a user does, and settles each step: it sends the
/// action, advances the `TestClock` by the latency of the page the request waits for, and
/// receives the answer.
///
/// Drive a ``/Paging/PagingFeature`` whose `fetch` is a ``ScriptedPageSource`` sleeping on
/// the same `TestClock`, then check the state and the source's requests:
///
/// ```swift
/// let clock = TestClock()
/// let source = ScriptedPageSource<Post, Int>.numberedFeed(
///   pages: 50, pageSize: 20, latency: .milliseconds(200), clock: clock
/// ) { Post(id: $0) }
/// let scroller = PagingScroller(
///   feature: PagingFeature(pageSize: 20, fetch: source.fetch), source: source, clock: clock
/// )
/// await scroller.appear()
/// await scroller.scrollDown(until: { $0.items.contains(id: 130) }, maxPages: 10)
/// #expect(source.requests.count == 7)
/// #expect(scroller.state.items.map(\.id) == Array(1...140))
/// ```
///
/// A screen whose feature holds the list beside its own state is scrolled the same way,
/// through the store of the whole screen: name where the list's state is and the
/// ``/Unidirectional/ActionPath`` to its actions, and every step sends and receives the
/// screen's actions, so the screen's own reducer runs too.
///
/// Each step runs with the store's ``/UnidirectionalTesting/TestStore/exhaustivity`` set to
/// `.off` and puts it back afterwards: a scroll through twenty pages is a scenario, not
/// twenty state assertions. The store still records every state in
/// ``/UnidirectionalTesting/TestStore/stateHistory``, so a test can check a property of
/// each (a window never holds more than three pages) after the scroll; the step leaves no
/// received action behind, so exhaustive `send`s can follow it. A step advances the clock
/// only as far as its own request needs: a request of the other direction that is due later
/// keeps waiting, one due by then is answered too.
@MainActor
public final class PagingScroller<
  Item: Identifiable & Equatable & Sendable, Cursor: Hashable & Sendable, ScreenState: Equatable, ScreenAction
>
where Item.ID: Sendable {
  /// The list's state.
  public typealias State = PagingFeature<Item, Cursor>.State

  /// The list's action.
  public typealias Action = PagingFeature<Item, Cursor>.Action

  /// The test store the scroller sends to; send to it directly between steps.
  public let store: TestStore<ScreenState, ScreenAction>

  /// The scripted server the feature fetches from.
  public let source: ScriptedPageSource<Item, Cursor>

  /// The clock the source sleeps on.
  public let clock: TestClock

  /// Where the list's state is in the screen's.
  let list: KeyPath<ScreenState, State>

  /// The path from the screen's actions to the list's.
  let listAction: ActionPath<ScreenAction, Action>

  let issueReporter: IssueReporter

  /// Creates a scroller over the test store of a screen that holds a paged list.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let source = ScriptedPageSource<Post, String>(clock: clock)
  /// let scroller = PagingScroller(
  ///   store: TestStore(initialState: Feature.State(), reducer: Feature()),
  ///   list: \.feed, action: .feed, source: source, clock: clock
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - store: The store of the screen under test.
  ///   - list: Where the list's state is in the screen's.
  ///   - action: The path from the screen's actions to the list's.
  ///   - source: The source the list's `fetch` calls.
  ///   - clock: The clock `source` sleeps on.
  ///   - issueReporter: Where a step that cannot settle is reported; the running test by
  ///     default.
  public init(
    store: TestStore<ScreenState, ScreenAction>,
    list: KeyPath<ScreenState, State>,
    action: ActionPath<ScreenAction, Action>,
    source: ScriptedPageSource<Item, Cursor>,
    clock: TestClock,
    issueReporter: IssueReporter = .failingCurrentTest
  ) {
    self.store = store
    self.list = list
    self.listAction = action
    self.source = source
    self.clock = clock
    self.issueReporter = issueReporter
  }

  /// The list's current state.
  public var state: State { store.state[keyPath: list] }

  /// The screen appears: loads and settles the first page.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  /// - Returns: What the first-page request ended with.
  @discardableResult
  public func appear(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> LoadOutcome {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return await step { await load(.appear, .bottom, at: location) }
  }

  /// Pull to refresh: reloads as the feature's refresh mode says, and settles the reload.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  /// - Returns: What the reload ended with.
  @discardableResult
  public func refresh(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> LoadOutcome {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return await step { await load(.refresh, .bottom, at: location) }
  }

  /// Jumps to a listed item: reloads the page around it (`refreshAround`), from which both
  /// directions scroll on.
  ///
  /// - Parameters:
  ///   - id: The id of a listed item.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  /// - Returns: What the reload ended with; ``LoadOutcome/ignored`` for a row not listed.
  @discardableResult
  public func jump(
    to id: Item.ID,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> LoadOutcome {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return await step { await load(.refreshAround(id), .bottom, at: location) }
  }

  /// Taps retry on the error of the main direction, and settles the request it sends.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  /// - Returns: What the retried request ended with.
  @discardableResult
  public func retry(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> LoadOutcome {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return await step { await load(.retry, .bottom, at: location) }
  }

  /// Taps retry on the error row at the top, and settles the request it sends.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  /// - Returns: What the retried request ended with.
  @discardableResult
  public func retryTop(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> LoadOutcome {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return await step { await load(.retryTop, .top, at: location) }
  }

  /// Scrolls to the bottom page after page: `reachBottom`, then the answer, until
  /// `condition` holds, the list ends, a page fails, or `maxPages` pages arrived.
  ///
  /// - Parameters:
  ///   - condition: Checked before each page; the scroll stops once it holds.
  ///   - maxPages: The most pages the scroll loads.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  /// - Returns: How many pages arrived, and why the scroll stopped.
  @discardableResult
  public func scrollDown(
    until condition: (State) -> Bool = { _ in false },
    maxPages: Int,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> ScrollResult {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return await step { await scroll(.bottom, until: condition, maxPages: maxPages, at: location) }
  }

  /// Scrolls to the top page after page: `reachTop`, then the answer, until `condition`
  /// holds, the list starts, a page fails, or `maxPages` pages arrived.
  ///
  /// - Parameters:
  ///   - condition: Checked before each page; the scroll stops once it holds.
  ///   - maxPages: The most pages the scroll loads.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  /// - Returns: How many pages arrived, and why the scroll stopped.
  @discardableResult
  public func scrollUp(
    until condition: (State) -> Bool = { _ in false },
    maxPages: Int,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> ScrollResult {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return await step { await scroll(.top, until: condition, maxPages: maxPages, at: location) }
  }
}

/// A scroller of a test store that runs a paged list's feature alone.
public typealias ListScroller<Item: Identifiable & Equatable & Sendable, Cursor: Hashable & Sendable> =
  PagingScroller<Item, Cursor, PagingFeature<Item, Cursor>.State, PagingFeature<Item, Cursor>.Action>
where Item.ID: Sendable

extension PagingScroller
where ScreenState == PagingFeature<Item, Cursor>.State, ScreenAction == PagingFeature<Item, Cursor>.Action {
  /// Creates a scroller over a test store whose feature is the list itself.
  ///
  /// - Parameters:
  ///   - store: The store of the list's feature.
  ///   - source: The source the feature's `fetch` calls.
  ///   - clock: The clock `source` sleeps on.
  ///   - issueReporter: Where a step that cannot settle is reported; the running test by
  ///     default.
  public convenience init(
    store: TestStore<ScreenState, ScreenAction>,
    source: ScriptedPageSource<Item, Cursor>,
    clock: TestClock,
    issueReporter: IssueReporter = .failingCurrentTest
  ) {
    self.init(store: store, list: \.self, action: .identity, source: source, clock: clock, issueReporter: issueReporter)
  }

  /// Creates a scroller over a new exhaustive test store running `feature`.
  ///
  /// - Parameters:
  ///   - feature: The feature under test, fetching from `source`.
  ///   - initialState: The state before any step; nothing loaded by default.
  ///   - source: The source the feature's `fetch` calls.
  ///   - clock: The clock `source` sleeps on.
  ///   - issueReporter: Where the store's and the scroller's failures go; the running test
  ///     by default.
  public convenience init(
    feature: PagingFeature<Item, Cursor>,
    initialState: State = State(),
    source: ScriptedPageSource<Item, Cursor>,
    clock: TestClock,
    issueReporter: IssueReporter = .failingCurrentTest
  ) {
    let store = TestStore(initialState: initialState, reducer: feature, issueReporter: issueReporter)
    self.init(store: store, source: source, clock: clock, issueReporter: issueReporter)
  }
}
