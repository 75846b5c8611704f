import Unidirectional
/// What a parent's presentation reducer receives for its presented child: an action of the
/// child presented as `id`, or a request to dismiss that presentation.
///
/// Both cases name the presentation they are for, so an action of a sheet that was
/// dismissed or replaced never reaches the sheet shown now, and a late request to close it
/// never closes the next one. The child's store and its effects address their actions this
/// way; a view captures the id when it shows the sheet. A parent that reacts to its child
/// matches the case, and may leave the id out:
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
  /// Dismiss the child presented as `id`: what a view sends when the system closes a sheet,
  /// and what the child's ``/Unidirectional/Effect/dismiss(fileID:filePath:line:column:)`` becomes.
  case dismiss(id: PresentationID)

  /// The presentation the action is for.
  public var id: PresentationID {
    switch self {
    case .presented(let id, _), .dismiss(let id): id
    }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Codable where Action: Codable {}
