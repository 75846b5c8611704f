public import Foundation
import LoadingStates
public import Paging
public import Unidirectional
public import UnidirectionalBindings

/// Article 004's menu screen: the menu's rows are its own, loaded when it appears and gone
/// with it, as the article's list page owns its smoothies in a `@StateObject`; the
/// favorites are shared state the screen reads and writes in its parent; the search keyword
/// and the selected row are its own UI-only state.
public struct SmoothieListPage: Reducer {
  /// The screen's UI-only state, grouped in one value bound to its controls.
  public struct UIState: Equatable, Sendable {
    /// The row whose detail is open.
    public var selectedSmoothie: Smoothie.ID?
    /// What the search field holds.
    public var filterKeyword: String

    /// Creates the UI state: nothing selected, nothing searched.
    ///
    /// - Parameters:
    ///   - selectedSmoothie: The open row.
    ///   - filterKeyword: The search text.
    public init(selectedSmoothie: Smoothie.ID? = nil, filterKeyword: String = "") {
      self.selectedSmoothie = selectedSmoothie
      self.filterKeyword = filterKeyword
    }
  }

  /// What the screen owns, article 004's local state: the menu it loads and its UI state.
  /// It lives as long as the screen is shown (``SmoothieApp/State/menuScreen``).
  public struct LocalState: Equatable {
    /// The menu's rows, and where their load stands.
    public var menu: LoadFeature<[Smoothie]>.State
    /// The screen's UI state.
    public var ui: UIState

    /// Creates the screen's own state; by default, nothing loaded, searched or selected.
    ///
    /// - Parameters:
    ///   - menu: The menu's loading state.
    ///   - ui: The screen's UI state.
    public init(menu: LoadFeature<[Smoothie]>.State = LoadFeature<[Smoothie]>.State(), ui: UIState = UIState()) {
      self.menu = menu
      self.ui = ui
    }
  }

  /// What the screen reads: its own state, and the favorites shared with its parent.
  public struct State: Equatable {
    /// The screen's own state.
    public var local: LocalState
    /// The favorites, shared with the favorites screen.
    public var favorites: IdentifiedArray<Smoothie>

    /// Creates the screen's view of the state.
    ///
    /// - Parameters:
    ///   - local: The screen's own state.
    ///   - favorites: The favorites.
    public init(local: LocalState = LocalState(), favorites: IdentifiedArray<Smoothie> = []) {
      self.local = local
      self.favorites = favorites
    }

    /// The rows the screen shows: the menu filtered by the keyword, each drawn by the
    /// screen's pure presentation logic.
    ///
    /// - Parameter timeZone: The time zone sale dates are printed in.
    /// - Returns: One row per smoothie shown.
    public func rows(in timeZone: TimeZone) -> [SmoothieRow] {
      SmoothieListLogic.filter(menu, by: local.ui.filterKeyword).map { row(for: $0, in: timeZone) }
    }

    /// The detail of the selected row, drawn by the same pure logic as the rows; `nil`
    /// when no row is selected or the selected smoothie is not on the menu.
    ///
    /// - Parameter timeZone: The time zone the sale's last day is printed in.
    /// - Returns: The detail the screen opens.
    public func selectedDetail(in timeZone: TimeZone) -> SmoothieDetail? {
      guard let id = local.ui.selectedSmoothie, let smoothie = menu.first(where: { $0.id == id }) else {
        return nil
      }
      let row = row(for: smoothie, in: timeZone)
      return SmoothieDetail(smoothie: smoothie, price: row.price, saleEnd: row.saleEnd, isFavorite: row.isFavorite)
    }

    /// The row that draws `smoothie`: the detail shows the same texts.
    private func row(for smoothie: Smoothie, in timeZone: TimeZone) -> SmoothieRow {
      SmoothieRow(
        id: smoothie.id,
        title: smoothie.title,
        price: SmoothieListLogic.priceText(for: smoothie.price),
        saleEnd: SmoothieListLogic.saleEndText(for: smoothie.endDate, in: timeZone),
        isFavorite: favorites.contains(id: smoothie.id)
      )
    }

    /// The smoothies on the menu; none before it has loaded.
    var menu: [Smoothie] { local.menu.data.value ?? [] }
  }

  /// What the user does on the menu screen.
  public enum Action: Equatable, Sendable {
    /// The menu's loading: appear, disappear, refresh, retry and the answer.
    case menu(LoadFeature<[Smoothie]>.Action)
    /// A control bound to the state changed: the search field sets
    /// `\.local.ui.filterKeyword`.
    case binding(BindingAction<State>)
    /// A row was opened or closed.
    case smoothieSelected(Smoothie.ID?)
    /// The heart on a row's swipe action.
    case favoriteToggled(Smoothie.ID)
  }

  let loadMenu: LoadFeature<[Smoothie]>

  /// Creates the screen with the menu's source.
  ///
  /// - Parameter loadMenu: Loads the menu.
  public init(loadMenu: @escaping @Sendable () async throws -> [Smoothie]) {
    self.loadMenu = LoadFeature(load: loadMenu)
  }

  public var body: some Reducer<State, Action> {
    Scope(state: \.local.menu, action: .menu) { loadMenu }
    BindingReducer(action: .binding)
    Reduce { state, action in
      switch action {
      case .menu, .binding:
        break
      case .smoothieSelected(let id):
        state.local.ui.selectedSmoothie = id
      case .favoriteToggled(let id):
        toggleFavorite(id, in: &state)
      }
      return .none
    }
  }

  /// Removes the favorite with `id`, or adds the smoothie with `id` from the menu, whole;
  /// an id that is neither changes nothing.
  private func toggleFavorite(_ id: Smoothie.ID, in state: inout State) {
    guard state.favorites.remove(id: id) == nil else { return }
    if let smoothie = state.menu.first(where: { $0.id == id }) {
      state.favorites.append(smoothie)
    }
  }
}

extension ActionPath where Root == SmoothieListPage.Action, Value == LoadFeature<[Smoothie]>.Action {
  /// The menu's loading actions inside the screen's.
  public static var menu: Self {
    ActionPath(embed: Root.menu) { if case .menu(let action) = $0 { action } else { nil } }
  }
}

extension ActionPath where Root == SmoothieListPage.Action, Value == BindingAction<SmoothieListPage.State> {
  /// The screen's bound controls.
  public static var binding: Self {
    ActionPath(embed: Root.binding) { if case .binding(let action) = $0 { action } else { nil } }
  }
}
