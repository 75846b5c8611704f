/// What a parent's presentation reducer receives for its presented child: an action of the
/// child presented as `id`, or a request to dismiss it.
///
/// The child's store and the child's effects address their actions to the presentation
/// they belong to, so an action of a sheet that was dismissed or replaced never reaches the
/// sheet shown now. A parent that reacts to its child matches the case:
///
/// ```swift
/// // Notes.Action has `case editor(PresentationAction<Editor.Action>)`.
/// let action = Notes.Action.editor(.presented(id: 1, action: .delegate(.saved("Milk"))))
/// if case .editor(.presented(_, .delegate(.saved(let note)))) = action {
///   print(note)  // Milk
/// }
/// ```
public enum PresentationAction<Action> {
  /// `action`, for the child presented as `id`.
  case presented(id: PresentationID, action: Action)
  /// Dismiss the child presented now: what a view sends when the system closes a sheet, and
  /// what a child's ``Effect/dismiss(fileID:filePath:line:column:)`` becomes.
  case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
