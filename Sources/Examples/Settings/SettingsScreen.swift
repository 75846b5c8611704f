public import Unidirectional
public import UnidirectionalBindings
public import UnidirectionalPersistence

/// A settings screen whose choices survive a restart: its fields are bindings, and the
/// app saves ``State/preferences`` to a file (see ``persisted(in:)``), loaded
/// again when the next store is made.
public struct SettingsScreen: Reducer {
  /// The screen: the saved preferences.
  public struct State: Equatable {
    /// The choices, saved as they change.
    public var preferences: Preferences

    /// Creates the screen's state.
    ///
    /// - Parameter preferences: The choices to start with: the saved ones, in the app.
    public init(preferences: Preferences = Preferences()) {
      self.preferences = preferences
    }
  }

  /// What the user does on the screen.
  public enum Action: Equatable, Sendable {
    /// A control changed a field: `.set(\.preferences.appearance, .dark)`.
    case binding(BindingAction<State>)
    /// The reset button: back to a fresh install's choices.
    case resetTapped
  }

  /// Creates the screen's feature.
  public init() {}

  public var body: some Reducer<State, Action> {
    BindingReducer(action: .binding)
    Reduce { state, action in
      if case .resetTapped = action { state.preferences = Preferences() }
      return .none
    }
  }

  /// The screen with its preferences saved to `storage`, one write per burst of changes.
  ///
  /// Make the store's state from the same storage, so the screen starts with what was
  /// saved:
  ///
  /// ```swift
  /// let storage = PersistentStorage<Preferences>.file(preferencesURL)
  /// let store = Store(
  ///   initialState: SettingsScreen.State(preferences: storage.load(default: Preferences())),
  ///   reducer: SettingsScreen.persisted(in: storage)
  /// )
  /// ```
  ///
  /// The writes wait on the registry's clock: half a second after the last change.
  ///
  /// - Parameter storage: Where the preferences are saved.
  /// - Returns: The screen's reducer, saving.
  public static func persisted(in storage: PersistentStorage<Preferences>) -> some Reducer<State, Action> {
    SettingsScreen().persisting(\.preferences, to: storage, debounce: .milliseconds(500))
  }
}

extension ActionPath where Root == SettingsScreen.Action, Value == BindingAction<SettingsScreen.State> {
  /// The screen's binding actions.
  public static var binding: Self {
    ActionPath(embed: Root.binding) { if case .binding(let action) = $0 { action } else { nil } }
  }
}
