public import Unidirectional

/// Article 004's favorites screen: it reads the favorites where the menu screen writes
/// them, in the parent's state, so a heart toggled on either screen shows on both.
public struct FavoritesPage: Reducer {
  /// What the screen reads: the menu and the favorites, both shared.
  public struct State: Equatable {
    /// The menu, to look the favorites up in.
    public var menu: [Smoothie]
    /// The favorites.
    public var favoriteIDs: Set<Smoothie.ID>

    /// Creates the screen's view of the state.
    ///
    /// - Parameters:
    ///   - menu: The menu.
    ///   - favoriteIDs: The favorites.
    public init(menu: [Smoothie], favoriteIDs: Set<Smoothie.ID>) {
      self.menu = menu
      self.favoriteIDs = favoriteIDs
    }

    /// The favorite smoothies, in menu order.
    public var favorites: [Smoothie] { menu.filter { favoriteIDs.contains($0.id) } }
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
