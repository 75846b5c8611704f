import LoadingStates
public import Paging
public import Unidirectional
import UnidirectionalPersistence

/// Article 004's sample app: the one place the shared state lives. The menu and the
/// favorites are stored here once; each screen's state is a view of them, plus that
/// screen's own UI state, so no two copies can disagree. The menu screen's UI state lives
/// as long as the screen does, as article 004's view-owned state: made when the screen
/// appears, dropped when it goes away.
///
/// The favorites survive a restart where the app makes its store: loaded from a storage
/// into the first state, saved back by composition.
///
/// ```swift
/// let favorites = PersistentStorage<Set<Smoothie.ID>>.file(favoritesURL)
/// let store = Store(initialState: SmoothieApp.State(favoriteIDs: favorites.load(default: []))) {
///   SmoothieApp(loadMenu: loadMenu)
///     .persisting(\.favoriteIDs, to: favorites)
/// }
/// ```
public struct SmoothieApp: Reducer {
  /// The single source of truth.
  public struct State: Equatable {
    /// The menu, loaded once for every screen.
    public var menu: LoadFeature<[Smoothie]>.State
    /// The favorites, the one copy both screens read and write.
    public var favoriteIDs: Set<Smoothie.ID>
    /// The menu screen's own UI state, kept apart from the shared state; `nil` while the
    /// screen is not shown.
    public var menuUI: SmoothieListPage.UIState?

    /// Creates the app's state; by default, nothing loaded and no favorites.
    ///
    /// - Parameters:
    ///   - menu: The menu's loading state.
    ///   - favoriteIDs: The favorites.
    ///   - menuUI: The menu screen's UI state, if the screen is shown.
    public init(
      menu: LoadFeature<[Smoothie]>.State = LoadFeature<[Smoothie]>.State(),
      favoriteIDs: Set<Smoothie.ID> = [],
      menuUI: SmoothieListPage.UIState? = nil
    ) {
      self.menu = menu
      self.favoriteIDs = favoriteIDs
      self.menuUI = menuUI
    }

    /// The menu screen's view: the shared state and its own UI state, fresh while the
    /// screen is not shown.
    public var menuPage: SmoothieListPage.State {
      get { SmoothieListPage.State(menu: menu, favoriteIDs: favoriteIDs, ui: menuUI ?? SmoothieListPage.UIState()) }
      set {
        menu = newValue.menu
        favoriteIDs = newValue.favoriteIDs
        if menuUI != nil { menuUI = newValue.ui }
      }
    }

    /// The favorites screen's view: the shared state only; before the menu has loaded, the
    /// favorites are known by id.
    public var favoritesPage: FavoritesPage.State {
      get { FavoritesPage.State(menu: menu.data.value, favoriteIDs: favoriteIDs) }
      set { favoriteIDs = newValue.favoriteIDs }
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
    Reduce(keepMenuUIWithTheScreen)
    Scope(state: \.menuPage, action: .menuPage) { SmoothieListPage(loadMenu: loadMenu) }
    Scope(state: \.favoritesPage, action: .favoritesPage) { FavoritesPage() }
  }

  /// Makes the menu screen's UI state when the screen appears, and drops it when the screen
  /// goes away, so a search does not outlive the screen it was typed on.
  private func keepMenuUIWithTheScreen(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .menuPage(.menu(.appear)) where state.menuUI == nil:
      state.menuUI = SmoothieListPage.UIState()
    case .menuPage(.menu(.disappear)):
      state.menuUI = nil
    default:
      break
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
