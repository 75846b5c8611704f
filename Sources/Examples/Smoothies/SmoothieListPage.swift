public import Foundation
import LoadingStates
public import Paging
public import Unidirectional
public import UnidirectionalBindings

/// Article 004's menu screen: the menu and the favorites are shared state the screen reads
/// from its parent; the search keyword and the selected row are its own, UI-only state.
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

  /// What the screen reads: shared state from its parent, and its own UI state.
  public struct State: Equatable {
    /// The menu, shared with every screen that shows smoothies.
    public var menu: LoadFeature<[Smoothie]>.State
    /// The favorites, shared with the favorites screen.
    public var favoriteIDs: Set<Smoothie.ID>
    /// This screen's own UI state.
    public var ui: UIState

    /// Creates the screen's view of the state.
    ///
    /// - Parameters:
    ///   - menu: The menu.
    ///   - favoriteIDs: The favorites.
    ///   - ui: The screen's UI state.
    public init(menu: LoadFeature<[Smoothie]>.State, favoriteIDs: Set<Smoothie.ID>, ui: UIState) {
      self.menu = menu
      self.favoriteIDs = favoriteIDs
      self.ui = ui
    }

    /// The rows the screen shows: the menu filtered by the keyword, each drawn by the
    /// screen's pure presentation logic.
    ///
    /// - Parameter timeZone: The time zone sale dates are printed in.
    /// - Returns: One row per smoothie shown.
    public func rows(in timeZone: TimeZone) -> [SmoothieRow] {
      let menu = self.menu.data.value ?? []
      return SmoothieListLogic.filter(menu, by: ui.filterKeyword).map { smoothie in
        SmoothieRow(
          id: smoothie.id,
          title: smoothie.title,
          price: SmoothieListLogic.priceText(for: smoothie.price),
          saleEnd: SmoothieListLogic.saleEndText(for: smoothie.endDate, in: timeZone),
          isFavorite: favoriteIDs.contains(smoothie.id)
        )
      }
    }
  }

  /// What the user does on the menu screen.
  public enum Action: Equatable, Sendable {
    /// The menu's loading: appear, refresh, retry and the answer.
    case menu(LoadFeature<[Smoothie]>.Action)
    /// A control bound to the state changed: the search field sets `\.ui.filterKeyword`.
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
    Scope(state: \.menu, action: .menu) { loadMenu }
    BindingReducer(action: .binding)
    Reduce { state, action in
      switch action {
      case .menu, .binding:
        break
      case .smoothieSelected(let id):
        state.ui.selectedSmoothie = id
      case .favoriteToggled(let id):
        state.favoriteIDs.formSymmetricDifference([id])
      }
      return .none
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
