public import Unidirectional

/// Article 004's favorites screen: it reads the favorites where the menu screen writes
/// them, in the parent's state, so a heart toggled on either screen shows on both.
///
/// A favorite is the whole smoothie, as the article's `Set<Smoothie>` holds it, not an id
/// to look up on the menu: the screen lists its favorites before the menu has loaded, while
/// the menu screen is not shown (and its rows are gone), and after a smoothie has left the
/// menu.
public struct FavoritesPage: Reducer {
  /// What the screen reads: the favorites, shared with the menu screen.
  public struct State: Equatable {
    /// The favorites, in the order they were added.
    public var favorites: IdentifiedArray<Smoothie>

    /// Creates the screen's view of the state.
    ///
    /// - Parameter favorites: The favorites.
    public init(favorites: IdentifiedArray<Smoothie>) {
      self.favorites = favorites
    }
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
      state.favorites.remove(id: id)
      return .none
    }
  }
}
