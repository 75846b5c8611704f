public import Unidirectional
/// Keeps the copies of one shared value in step with its source of truth: after every
/// action, a change made to the source or to any copy is written to all of them.
///
/// Build one with ``Unidirectional/Reducer/sharing(_:with:fileID:filePath:line:column:)``.
public struct SharingReducer<Base: Reducer, Value: Equatable>: Reducer {
  private let base: Base
  private let source: WritableKeyPath<Base.State, Value>
  private let copies: [WritableKeyPath<Base.State, Value>]
  /// Where the sharing was declared: where two conflicting changes are reported.
  private let location: SourceCodeLocation

  init(
    base: Base,
    source: WritableKeyPath<Base.State, Value>,
    copies: [WritableKeyPath<Base.State, Value>],
    location: SourceCodeLocation
  ) {
    self.base = base
    self.source = source
    self.copies = copies
    self.location = location
  }

  /// Runs the base, then writes the value that changed — the source's, or else the first
  /// copy's that changed — to the source and every copy; when nothing changed, the copies
  /// take the source's value.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let fields = [source] + copies
    let before = fields.map { state[keyPath: $0] }
    let effect = base.reduce(into: &state, action: action)
    var changed: Value?
    var isConflict = false
    for (field, old) in zip(fields, before) {
      let value = state[keyPath: field]
      guard value != old else { continue }
      if let first = changed { isConflict = isConflict || value != first } else { changed = value }
    }
    let shared = changed ?? state[keyPath: source]
    for field in fields where state[keyPath: field] != shared {
      state[keyPath: field] = shared
    }
    return isConflict ? .merge(effect, .report(conflict(after: action))) : effect
  }

  /// Why a shared value's copies disagree after an action: two features changed it
  /// differently; the first change in declaration order was kept.
  private func conflict(after action: Base.Action) -> RuntimeIssue {
    RuntimeIssue(
      """
      Two features changed the shared value \(source) differently in one action \
      (\(action)); the first change, in the order the sharing lists them, was kept. Let one \
      feature own each change.
      """,
      at: location)
  }

  /// The base's reason for ignoring `action`.
  public func reasonForIgnoring(_ action: Base.Action, in state: Base.State) -> String? {
    base.reasonForIgnoring(action, in: state)
  }
}

extension Reducer {
  /// Shares the value at `source` with the features that show it at `copies`: one source of
  /// truth, and copies that never drift.
  ///
  /// Each feature keeps the shared value as a plain field of its own state, so it stays a
  /// value the test store and the explorer compare; the parent that holds the source of
  /// truth declares which fields are copies of it. After every action, the value that
  /// changed — the source, or the copy a feature changed — is written to the source and to
  /// every copy, in that same action: a screen that changes it is seen by every other
  /// screen at once, and a test asserts every copy exhaustively. Two features that change
  /// it differently in one action keep the first change, in the order listed here, and an
  /// issue is reported. A copy that starts out of step takes the source's value at the
  /// first action.
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
  public func sharing<Value: Equatable>(
    _ source: WritableKeyPath<State, Value>,
    with copies: WritableKeyPath<State, Value>...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> SharingReducer<Self, Value> {
    SharingReducer(
      base: self, source: source, copies: copies,
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
