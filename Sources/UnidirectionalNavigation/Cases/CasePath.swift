import Unidirectional
/// How one case of a state enum holds its value: a way to embed a value in the case and
/// to extract it: the counterpart of ``/Unidirectional/ActionPath`` for state.
///
/// A destination enum (the screens a feature can present, one at a time) keeps its
/// screens' states as cases; a reducer or a store reaches one case through its path.
/// Write each path once, next to the enum, as a static member of `CasePath`:
///
/// ```swift
/// enum Screen {
///   case editor(Editor.State)
///   case settings(Settings.State)
/// }
///
/// extension CasePath where Root == Screen, Value == Editor.State {
///   static var editor: Self {
///     CasePath(embed: Screen.editor) { if case .editor(let s) = $0 { s } else { nil } }
///   }
/// }
/// ```
///
/// Like an action path, a case path knows where it was created; that place is its
/// identity, part of the child's cancellation scope.
public struct CasePath<Root, Value>: Sendable {
  /// Puts a value in the case.
  public let embed: @Sendable (Value) -> Root

  /// Returns the case's value, or `nil` when the root is in another case.
  public let extract: @Sendable (Root) -> Value?

  /// Where the path was created.
  let place: ActionPathIdentity

  /// Creates a case path from its two directions.
  ///
  /// - Parameters:
  ///   - embed: Puts a value in the case, usually the enum case itself.
  ///   - extract: Returns the case's value, or `nil` for any other case.
  ///   - fileID: Where the path is created: part of its identity.
  ///   - line: Where the path is created: part of its identity.
  ///   - column: Where the path is created: part of its identity.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.embed = embed
    self.extract = extract
    place = ActionPathIdentity(fileID: fileID, line: line, column: column)
  }

  /// Changes the case's value in `root` in place and returns what `body` returns, or `nil`
  /// when `root` is in another case.
  ///
  /// - Parameters:
  ///   - root: The enum value.
  ///   - body: Changes the case's value.
  /// - Returns: What `body` returned, or `nil` when `root` is in another case.
  public func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result? {
    guard var value = extract(root) else { return nil }
    let result = body(&value)
    root = embed(value)
    return result
  }
}
