public import ErrorHandling
public import Unidirectional

/// A form that refuses an empty note and hands the refusal to the app's error handler to be
/// shown inline, under the form: the call site picks inline, as article 002's sign-in does
/// for wrong credentials.
public struct NoteForm: Reducer {
  /// What was typed, and what was saved.
  public struct State: Equatable {
    /// The note being typed.
    public var text: String
    /// The notes saved, in order.
    public var saved: [String]

    /// Creates the form's state; by default, empty.
    ///
    /// - Parameters:
    ///   - text: The note being typed.
    ///   - saved: The notes saved.
    public init(text: String = "", saved: [String] = []) {
      self.text = text
      self.saved = saved
    }
  }

  /// What the user does.
  public enum Action: Equatable, Sendable {
    /// The user typed.
    case textChanged(String)
    /// The save button.
    case saveTapped
    /// A failure for the app's error handler.
    case failed(ErrorReport<Action>)
  }

  /// The refusal of an empty note.
  public static let emptyNote = AppError.validation(reason: "Write something before saving.")

  /// Creates the form.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .textChanged(let text):
      state.text = text
      return .none
    case .saveTapped:
      guard !state.text.isEmpty else {
        return .send(.failed(ErrorReport(Self.emptyNote, as: .inline())))
      }
      state.saved.append(state.text)
      state.text = ""
      return .none
    case .failed:
      return .none
    }
  }
}
