public import Unidirectional

extension Reducer {
  /// Shares the value at `source` with the features that show it at `copies`: one source of
  /// truth, and copies that never drift.
  ///
  /// Each feature keeps the shared value as a plain field of its own state, so it stays a
  /// value the test store and the explorer compare; the parent that holds the source of
  /// truth declares which fields are copies of it. After every action, the value that
  /// changed — the source, or the copy a feature changed — is written to the source and to
  /// every copy, in that same action: a screen that changes it is seen by every other
  /// screen at once. Two features that change it differently in one action keep the
  /// source's change, or else the first copy's in the order listed here, and an issue is
  /// reported. A copy that starts out of step takes the source's value at the first action.
  ///
  /// A test states each change once: the test store brings the other copies of a test's
  /// expected state in step by these same rules before it compares.
  ///
  /// ```swift
  /// struct Tally: Reducer {
  ///   struct State: Equatable { var likes = 0 }
  ///   enum Action { case like }
  ///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
  ///     state.likes += 1
  ///     return .none
  ///   }
  /// }
  ///
  /// struct Tabs: Reducer {
  ///   struct State: Equatable {
  ///     var likes = 0
  ///     var feed = Tally.State()
  ///     var profile = Tally.State()
  ///   }
  ///   enum Action { case feed(Tally.Action), profile(Tally.Action) }
  ///
  ///   var body: some Reducer<State, Action> {
  ///     CombineReducers {
  ///       Scope(state: \.feed, action: .feed) { Tally() }
  ///       Scope(state: \.profile, action: .profile) { Tally() }
  ///     }
  ///     .sharing(\.likes, with: \.feed.likes, \.profile.likes)
  ///   }
  /// }
  ///
  /// extension ActionPath where Root == Tabs.Action, Value == Tally.Action {
  ///   static var feed: Self {
  ///     ActionPath(embed: Root.feed) { if case .feed(let a) = $0 { a } else { nil } }
  ///   }
  ///   static var profile: Self {
  ///     ActionPath(embed: Root.profile) { if case .profile(let a) = $0 { a } else { nil } }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - source: The source of truth.
  ///   - copies: The fields of the features that show the value.
  ///   - fileID: The file the sharing is declared in, where a conflict is reported.
  ///   - filePath: The path of that file.
  ///   - line: The line the sharing is declared on.
  ///   - column: The column the sharing is declared at.
  /// - Returns: A reducer that runs this one, then keeps the copies in step.
  /// - Complexity: Two comparisons of the value per copy, per action; the values before the
  ///   action are kept while it runs, so a feature that changes a large shared value in
  ///   place copies it once.
  @inlinable
  public func sharing<Value: Equatable>(
    _ source: WritableKeyPath<State, Value>,
    with copies: WritableKeyPath<State, Value>...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> SharingReducer<Self, Value> {
    SharingReducer(
      base: self, source: .whole(source), copies: copies.map { .field($0) },
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Shares the value at `source` into children that come and go: presented sheets, stack
  /// screens, rows, cases of an enum.
  ///
  /// The rules are those of ``sharing(_:with:fileID:filePath:line:column:)``; a child that
  /// appears takes the source's value, and a child that goes away leaves the source as it
  /// last changed it.
  ///
  /// ```swift
  /// struct Settings: Equatable { var isDark = false }
  /// struct Editor: Equatable { var settings: Settings }
  /// struct App: Equatable {
  ///   var settings = Settings()
  ///   var editor: Editor?
  /// }
  ///
  /// func app() -> some Reducer<App, Bool> {
  ///   Reduce { state, isDark in
  ///     state.editor?.settings.isDark = isDark
  ///     return .none
  ///   }
  ///   .sharing(\.settings, into: .ifPresent(\.editor, .field(\.settings)))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - source: The source of truth.
  ///   - copies: Where the features that show the value hold their copies.
  ///   - fileID: The file the sharing is declared in, where a conflict is reported.
  ///   - filePath: The path of that file.
  ///   - line: The line the sharing is declared on.
  ///   - column: The column the sharing is declared at.
  /// - Returns: A reducer that runs this one, then keeps the copies in step.
  @inlinable
  public func sharing<Value: Equatable>(
    _ source: WritableKeyPath<State, Value>,
    into copies: SharedCopies<State, Value>...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> SharingReducer<Self, Value> {
    SharingReducer(
      base: self, source: .whole(source), copies: copies,
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Shares each element of the list at `source`, by its id, into the screens that show it:
  /// a presented child, every screen of a stack that shows that id, the rows of a
  /// `forEach`.
  ///
  /// After every action:
  /// - a change to an element in the list reaches every copy of it;
  /// - a change a screen makes to its copy reaches the list and every other copy;
  /// - a screen that appears with an element takes the list's value of it;
  /// - a screen whose element left the list closes, in the same action: a presented child
  ///   is dismissed, a stack screen is popped with the screens above it, a row is removed,
  ///   and their effects are cancelled. A copy in a field that cannot close keeps its last
  ///   value, and an issue says so;
  /// - a screen that goes away leaves the list as it last changed it;
  /// - a copy whose id the list never had (a draft not added yet) is left alone.
  ///
  /// ```swift
  /// struct Meeting: Identifiable, Equatable { let id: Int; var title: String }
  /// struct Detail: Equatable { var meeting: Meeting }
  /// struct App: Equatable {
  ///   var meetings: IdentifiedArray<Meeting> = []
  ///   var detail: Detail?
  /// }
  ///
  /// func app() -> some Reducer<App, String> {
  ///   Reduce { state, title in
  ///     state.detail?.meeting.title = title
  ///     return .none
  ///   }
  ///   .sharing(elementsOf: \.meetings, into: .ifPresent(\.detail, .field(\.meeting)))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - source: The list that is the source of truth of its elements.
  ///   - copies: Where the screens that show an element hold their copies.
  ///   - fileID: The file the sharing is declared in, where an issue is reported.
  ///   - filePath: The path of that file.
  ///   - line: The line the sharing is declared on.
  ///   - column: The column the sharing is declared at.
  /// - Returns: A reducer that runs this one, then keeps every copy in step with its element.
  /// - Complexity: Per action, one read of every copy, one lookup by id per element that has
  ///   copies, and writes only where a value changed: independent of the list's length.
  @inlinable
  public func sharing<Element: Identifiable & Equatable>(
    elementsOf source: WritableKeyPath<State, IdentifiedArray<Element>>,
    into copies: SharedCopies<State, Element>...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> SharingReducer<Self, Element> {
    SharingReducer(
      base: self, source: .elements(of: source), copies: copies,
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
