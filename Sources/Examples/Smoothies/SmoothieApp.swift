import Paging
public import Unidirectional
import UnidirectionalPersistence

/// Article 004's sample app: the favorites are the one shared state, stored here once, and
/// each screen's state is a view of them plus what that screen owns, so no two copies can
/// disagree.
///
/// The menu screen owns its rows and its UI state (``State/menuScreen``), as the article's
/// list page owns its smoothies: they are made when the screen appears, and dropped, with a
/// load still out, when it goes away. A favorite is the whole smoothie, so the favorites
/// screen needs no menu to list them, and a favorite whose smoothie left the menu stays.
///
/// The favorites survive a restart where the app makes its store: loaded whole from a
/// storage into the first state, saved back by composition.
///
/// ```swift
/// let favorites = PersistentStorage<IdentifiedArray<Smoothie>>.file(favoritesURL)
/// let store = Store(initialState: SmoothieApp.State(favorites: favorites.load(default: []))) {
///   SmoothieApp(loadMenu: loadMenu)
///     .persisting(\.favorites, to: favorites)
/// }
/// ```
public struct SmoothieApp: Reducer {
  /// The single source of truth.
  public struct State: Equatable {
    /// The favorites, the one copy both screens read and write.
    public var favorites: IdentifiedArray<Smoothie>
    /// What the menu screen owns, its rows and its UI state; `nil` while the screen is not
    /// shown.
    public var menuScreen: SmoothieListPage.LocalState?

    /// Creates the app's state; by default, no favorites and the menu screen not shown.
    ///
    /// - Parameters:
    ///   - favorites: The favorites.
    ///   - menuScreen: The menu screen's own state, if the screen is shown.
    public init(favorites: IdentifiedArray<Smoothie> = [], menuScreen: SmoothieListPage.LocalState? = nil) {
      self.favorites = favorites
      self.menuScreen = menuScreen
    }

    /// The menu screen's view: the favorites and what the screen owns, fresh while the
    /// screen is not shown.
    public var menuPage: SmoothieListPage.State {
      get { SmoothieListPage.State(local: menuScreen ?? SmoothieListPage.LocalState(), favorites: favorites) }
      set {
        favorites = newValue.favorites
        if menuScreen != nil { menuScreen = newValue.local }
      }
    }

    /// The favorites screen's view: the favorites alone.
    public var favoritesPage: FavoritesPage.State {
      get { FavoritesPage.State(favorites: favorites) }
      set { favorites = newValue.favorites }
    }
  }

  /// The actions of the app's two screens.
  public enum Action: Equatable, Sendable {
    /// An action of the menu screen.
    case menuPage(SmoothieListPage.Action)
    /// An action of the favorites screen.
    case favoritesPage(FavoritesPage.Action)
  }

  let loadMenu: @Sendable () async throws -> [Smoothie]

  /// Creates the app with the menu's source.
  ///
  /// - Parameter loadMenu: Loads the menu.
  public init(loadMenu: @escaping @Sendable () async throws -> [Smoothie]) {
    self.loadMenu = loadMenu
  }

  public var body: some Reducer<State, Action> {
    Reduce(makeMenuScreenOnAppear)
    Scope(state: \.menuPage, action: .menuPage) { SmoothieListPage(loadMenu: loadMenu) }
    Scope(state: \.favoritesPage, action: .favoritesPage) { FavoritesPage() }
    Reduce(dropMenuScreenOnDisappear)
  }

  /// Makes the menu screen's own state when the screen appears, before the screen loads
  /// its menu into it.
  private func makeMenuScreenOnAppear(_ state: inout State, _ action: Action) -> Effect<Action> {
    if case .menuPage(.menu(.appear)) = action, state.menuScreen == nil {
      state.menuScreen = SmoothieListPage.LocalState()
    }
    return .none
  }

  /// Drops the menu screen's own state when the screen goes away, after the screen has
  /// cancelled its load, so neither its rows nor a search outlive it.
  private func dropMenuScreenOnDisappear(_ state: inout State, _ action: Action) -> Effect<Action> {
    if case .menuPage(.menu(.disappear)) = action {
      state.menuScreen = nil
    }
    return .none
  }
}

extension ActionPath where Root == SmoothieApp.Action, Value == SmoothieListPage.Action {
  /// The menu screen's actions inside the app's.
  public static var menuPage: Self {
    ActionPath(embed: Root.menuPage) { if case .menuPage(let action) = $0 { action } else { nil } }
  }
}

extension ActionPath where Root == SmoothieApp.Action, Value == FavoritesPage.Action {
  /// The favorites screen's actions inside the app's.
  public static var favoritesPage: Self {
    ActionPath(embed: Root.favoritesPage) {
      if case .favoritesPage(let action) = $0 { action } else { nil }
    }
  }
}
