public import Unidirectional

/// A screen that edits a note, saves it, tells its parent through a delegate action, and
/// dismisses itself.
///
/// The delegate action is how a child tells its parent something: the parent matches
/// `.delegate(…)` of its child, and never reaches into the child's state to find out.
public struct NoteScreen: Reducer {
  /// The note and its save.
  public struct State: Equatable, Codable, Sendable {
    /// The note's text.
    public var text: String
    /// Whether a save is running.
    public var isSaving: Bool

    /// Creates a note screen.
    ///
    /// - Parameter text: The note's text.
    public init(text: String = "") {
      self.text = text
      isSaving = false
    }
  }

  /// What the view and the save do.
  public enum Action: Equatable, Sendable {
    /// The text field changed.
    case textChanged(String)
    /// The save button.
    case saveTapped
    /// The save finished.
    case saved
    /// What the screen tells its parent.
    case delegate(Delegate)
  }

  /// What the screen tells its parent.
  public enum Delegate: Equatable, Sendable {
    /// The note was saved with this text.
    case saved(String)
  }

  /// Saves a note's text.
  public let save: @Sendable (String) async -> Void

  /// Creates the screen's reducer.
  ///
  /// - Parameter save: Saves a note's text.
  public init(save: @escaping @Sendable (String) async -> Void) {
    self.save = save
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .textChanged(let text):
      state.text = text
      return .none
    case .saveTapped:
      state.isSaving = true
      return .run { [save, text = state.text] send in
        await save(text)
        send(.saved)
      }
    case .saved:
      state.isSaving = false
      return .concatenate(.send(.delegate(.saved(state.text))), .dismiss())
    case .delegate:
      return .none
    }
  }
}
