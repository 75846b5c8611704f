public import Unidirectional

/// Article 004's favorites screen: it reads the favorites where the menu screen writes
/// them, in the parent's state, so a heart toggled on either screen shows on both. Before
/// the menu has loaded it still lists the favorites it knows, by id, each waiting for its
/// details.
public struct FavoritesPage: Reducer {
  /// What the screen reads: the menu and the favorites, both shared.
  public struct State: Equatable {
    /// The menu, to look the favorites up in; `nil` until it has loaded.
    public var menu: [Smoothie]?
    /// The favorites.
    public var favoriteIDs: Set<Smoothie.ID>

    /// Creates the screen's view of the state.
    ///
    /// - Parameters:
    ///   - menu: The menu, if it has loaded.
    ///   - favoriteIDs: The favorites.
    public init(menu: [Smoothie]?, favoriteIDs: Set<Smoothie.ID>) {
      self.menu = menu
      self.favoriteIDs = favoriteIDs
    }

    /// The favorite smoothies, in menu order; none before the menu has loaded.
    public var favorites: [Smoothie] { (menu ?? []).filter { favoriteIDs.contains($0.id) } }

    /// What the screen lists: the favorite smoothies in menu order once the menu has
    /// loaded; before, each favorite by its id, in id order, waiting for its details.
    public var rows: [FavoriteRow] {
      guard menu != nil else { return favoriteIDs.sorted().map(FavoriteRow.waiting) }
      return favorites.map(FavoriteRow.smoothie)
    }
  }

  /// One row of the favorites screen.
  public enum FavoriteRow: Equatable, Sendable {
    /// A favorite whose details are on the menu.
    case smoothie(Smoothie)
    /// A favorite known by id while the menu loads: a placeholder row, with its heart.
    case waiting(Smoothie.ID)
  }

  /// What the user does on the favorites screen.
  public enum Action: Equatable, Sendable {
    /// The broken heart on a row: no longer a favorite.
    case unfavoriteTapped(Smoothie.ID)
  }

  /// Creates the screen.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .unfavoriteTapped(let id):
      state.favoriteIDs.remove(id)
      return .none
    }
  }
}
