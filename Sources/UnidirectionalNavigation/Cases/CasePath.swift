public import Unidirectional
/// How one case of a state enum holds its value: a way to embed a value in the case and
/// to extract it. It is an ``/Unidirectional/ActionPath`` by another name, the one path
/// type of the package, named for what it reaches: one mechanism for an action's case and a
/// state's case.
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
public typealias CasePath<Root, Value> = ActionPath<Root, Value>

extension ActionPath {
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
