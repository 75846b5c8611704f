import Examples
import Foundation
import LoadingStates
import Paging
import Testing
import Unidirectional
import UnidirectionalBindings
import UnidirectionalPersistence
import UnidirectionalTesting

/// Article 004: presentation logic as pure functions, shared state in one place, and UI
/// state kept apart.
@MainActor
struct SmoothieTests {
  static let tokyo = TimeZone(identifier: "Asia/Tokyo")!
  /// 2024-05-31 00:30 in Tokyo, which is still 2024-05-30 in UTC.
  static let lastDay = Date(timeIntervalSince1970: 1_717_083_000)

  let berry = Smoothie(id: "berry", title: "Berry Blue", price: 1200, endDate: lastDay)
  let mango = Smoothie(id: "mango", title: "Mango Jambo", price: 980, endDate: lastDay)
  let kiwi = Smoothie(id: "kiwi", title: "Kiwi Cutie", price: 1050, endDate: lastDay)

  var menu: [Smoothie] { [berry, mango, kiwi] }

  // MARK: - Presentation logic, as functions

  @Test func theSaleEndIsPrintedAsTheDayInTheGivenTimeZone() {
    #expect(SmoothieListLogic.saleEndText(for: Self.lastDay, in: Self.tokyo) == "~ 2024/05/31")
    #expect(SmoothieListLogic.saleEndText(for: Self.lastDay, in: TimeZone(identifier: "UTC")!) == "~ 2024/05/30")
  }

  @Test(arguments: [(0, "¥0"), (980, "¥980"), (1200, "¥1,200"), (1_234_567, "¥1,234,567"), (-5, "-¥5")])
  func thePriceIsPrintedInYenWithGroupedDigits(price: Int, text: String) {
    #expect(SmoothieListLogic.priceText(for: price) == text)
  }

  @Test func aBlankKeywordShowsTheWholeMenuInOrder() {
    #expect(SmoothieListLogic.filter(menu, by: "") == menu)
    #expect(SmoothieListLogic.filter(menu, by: "   ") == menu)
  }

  @Test func aKeywordShowsTheTitlesContainingItWhateverItsCase() {
    #expect(SmoothieListLogic.filter(menu, by: "berry") == [berry])
    #expect(SmoothieListLogic.filter(menu, by: " CUTIE ") == [kiwi])
    #expect(SmoothieListLogic.filter(menu, by: "an") == [mango])
    #expect(SmoothieListLogic.filter(menu, by: "lemon").isEmpty)
  }

  // MARK: - One source of truth

  /// The app with the menu screen shown and its menu loaded.
  var loadedApp: SmoothieApp.State {
    SmoothieApp.State(menuScreen: SmoothieListPage.LocalState(menu: LoadFeature<[Smoothie]>.State(data: .success(menu))))
  }

  func makeStore(_ state: SmoothieApp.State) -> TestStore<SmoothieApp.State, SmoothieApp.Action> {
    let menu = self.menu
    return TestStore(initialState: state, reducer: SmoothieApp { menu })
  }

  @Test func givenTheMenuWhenAHeartIsTappedThereThenTheFavoritesScreenShowsIt() async {
    let store = makeStore(loadedApp)

    await store.send(.menuPage(.favoriteToggled("mango"))) { $0.favorites = [mango] }

    #expect(store.state.favoritesPage.favorites == [mango])
    #expect(store.state.menuPage.rows(in: Self.tokyo).map(\.isFavorite) == [false, true, false])
    await store.send(.menuPage(.favoriteToggled("mango"))) { $0.favorites = [] }
    await store.finish()
  }

  @Test func givenAnIdThatIsNeitherOnTheMenuNorAFavoriteWhenToggledThenNothingChanges() async {
    let store = makeStore(loadedApp)

    await store.send(.menuPage(.favoriteToggled("lemon")))

    #expect(store.state.favorites.isEmpty)
    await store.finish()
  }

  @Test func givenAFavoriteWhenItIsRemovedOnTheFavoritesScreenThenTheMenusHeartEmpties() async {
    var state = loadedApp
    state.favorites = [berry, kiwi]
    let store = makeStore(state)

    await store.send(.favoritesPage(.unfavoriteTapped("berry"))) { $0.favorites = [kiwi] }

    #expect(store.state.menuPage.rows(in: Self.tokyo).filter(\.isFavorite).map(\.id) == ["kiwi"])
    await store.finish()
  }

  @Test func givenASearchThenOnlyTheMenuScreenChangesAndTheFavoritesScreenIsUntouched() async {
    var state = loadedApp
    state.favorites = [berry]
    let store = makeStore(state)
    let favoritesBefore = store.state.favoritesPage

    await store.send(.menuPage(.binding(.set(\.local.ui.filterKeyword, "kiwi")))) {
      $0.menuScreen?.ui.filterKeyword = "kiwi"
    }
    await store.send(.menuPage(.smoothieSelected("kiwi"))) { $0.menuScreen?.ui.selectedSmoothie = "kiwi" }

    #expect(store.state.menuPage.rows(in: Self.tokyo).map(\.id) == ["kiwi"])
    #expect(store.state.favoritesPage == favoritesBefore, "UI state never leaks into shared state")
    await store.finish()
  }

  @Test func givenTheMenuWhenASmoothieIsSelectedThenItsDetailShowsAndClosingItHidesIt() async {
    // Given
    var state = loadedApp
    state.favorites = [mango]
    let store = makeStore(state)
    #expect(store.state.menuPage.selectedDetail(in: Self.tokyo) == nil)

    // When
    await store.send(.menuPage(.smoothieSelected("mango"))) { $0.menuScreen?.ui.selectedSmoothie = "mango" }

    // Then
    #expect(
      store.state.menuPage.selectedDetail(in: Self.tokyo)
        == SmoothieDetail(smoothie: mango, price: "¥980", saleEnd: "~ 2024/05/31", isFavorite: true)
    )
    await store.send(.menuPage(.smoothieSelected(nil))) { $0.menuScreen?.ui.selectedSmoothie = nil }
    #expect(store.state.menuPage.selectedDetail(in: Self.tokyo) == nil)
    await store.finish()
  }

  @Test func givenASelectedSmoothieThatIsNotOnTheMenuThenNoDetailShows() {
    var page = SmoothieListPage.State(local: SmoothieListPage.LocalState(menu: LoadFeature<[Smoothie]>.State(data: .success([berry]))))
    page.local.ui.selectedSmoothie = "kiwi"

    #expect(page.selectedDetail(in: Self.tokyo) == nil)
  }

  @Test func givenAFavoriteTappedInOneLaunchWhenTheAppLaunchesAgainThenBothScreensShowIt() async {
    let folder = FileManager.default.temporaryDirectory.appending(path: "SmoothieTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let clock = TestClock()
    let menu = self.menu
    func launch() -> TestStore<SmoothieApp.State, SmoothieApp.Action> {
      let favorites = PersistentStorage<IdentifiedArray<Smoothie>>.file(
        folder.appending(path: "favorites.json"), issueReporter: .failingCurrentTest)
      var state = loadedApp
      state.favorites = favorites.load(default: [])
      return TestStore(initialState: state) {
        SmoothieApp { menu }
          .persisting(\.favorites, to: favorites, debounce: .milliseconds(300))
      } withDependencies: {
        $0.clock = clock
      }
    }

    let firstLaunch = launch()
    await firstLaunch.send(.menuPage(.favoriteToggled("kiwi"))) { $0.favorites = [kiwi] }
    await firstLaunch.send(.menuPage(.favoriteToggled("mango"))) { $0.favorites = [kiwi, mango] }
    await clock.advance(by: .milliseconds(300))
    await firstLaunch.finish()

    let secondLaunch = launch()
    #expect(secondLaunch.state.favorites == [kiwi, mango])
    #expect(secondLaunch.state.favoritesPage.favorites == [kiwi, mango])
    #expect(secondLaunch.state.menuPage.rows(in: Self.tokyo).filter(\.isFavorite).map(\.id) == ["mango", "kiwi"])
    await secondLaunch.finish()
  }

  @Test func givenTheMenuScreenAppearsThenItLoadsItsOwnRowsOnceAndEachRowIsDrawnByThePureLogic() async {
    let store = makeStore(SmoothieApp.State())

    await store.send(.menuPage(.menu(.appear))) {
      $0.menuScreen = SmoothieListPage.LocalState(menu: LoadFeature<[Smoothie]>.State(data: .initialLoading))
    }
    await store.receive(.menuPage(.menu(.responseReceived(requestID: 0, result: .success(menu))))) {
      $0.menuScreen?.menu.data = .success(menu)
    }

    #expect(
      store.state.menuPage.rows(in: Self.tokyo).first
        == SmoothieRow(id: "berry", title: "Berry Blue", price: "¥1,200", saleEnd: "~ 2024/05/31", isFavorite: false)
    )
    await store.finish()
  }

  @Test func givenASearchOnTheMenuScreenWhenTheScreenGoesAwayAndComesBackThenItStartsWithNoSearch() async {
    // Given: the screen is shown, with a search typed
    let store = makeStore(loadedApp)
    await store.send(.menuPage(.binding(.set(\.local.ui.filterKeyword, "kiwi")))) { $0.menuScreen?.ui.filterKeyword = "kiwi" }

    // When
    await store.send(.menuPage(.menu(.disappear))) { $0.menuScreen = nil }
    await store.send(.menuPage(.menu(.appear))) {
      $0.menuScreen = SmoothieListPage.LocalState(menu: LoadFeature<[Smoothie]>.State(data: .initialLoading))
    }

    // Then: the UI state lived as long as the screen, as a view's own state does
    #expect(store.state.menuScreen?.ui == SmoothieListPage.UIState())
    await store.receive(.menuPage(.menu(.responseReceived(requestID: 0, result: .success(menu))))) {
      $0.menuScreen?.menu.data = .success(menu)
    }
    #expect(store.state.menuPage.rows(in: Self.tokyo).count == 3)
    await store.finish()
  }

  @Test func givenTheMenuScreenWithItsRowsWhenItGoesAwayThenTheRowsGoWithItAndComingBackLoadsThemAgain() async {
    // Given: the screen is shown, its rows loaded
    let store = makeStore(SmoothieApp.State())
    await store.send(.menuPage(.menu(.appear))) {
      $0.menuScreen = SmoothieListPage.LocalState(menu: LoadFeature<[Smoothie]>.State(data: .initialLoading))
    }
    await store.receive(.menuPage(.menu(.responseReceived(requestID: 0, result: .success(menu))))) {
      $0.menuScreen?.menu.data = .success(menu)
    }

    // When
    await store.send(.menuPage(.menu(.disappear))) { $0.menuScreen = nil }

    // Then: nothing of the screen is left, and it starts afresh when it comes back
    #expect(store.state.menuPage.rows(in: Self.tokyo).isEmpty)
    await store.send(.menuPage(.menu(.appear))) {
      $0.menuScreen = SmoothieListPage.LocalState(menu: LoadFeature<[Smoothie]>.State(data: .initialLoading))
    }
    await store.receive(.menuPage(.menu(.responseReceived(requestID: 0, result: .success(menu))))) {
      $0.menuScreen?.menu.data = .success(menu)
    }
    #expect(store.state.menuPage.rows(in: Self.tokyo).count == 3)
    await store.finish()
  }

  @Test func givenTheMenuScreenGoesAwayWhileItsMenuLoadsThenTheLoadIsCancelledAndNothingArrives() async {
    // Given
    let loadMenu = ControlledDependency<Void, [Smoothie]>()
    let store = TestStore(initialState: SmoothieApp.State(), reducer: SmoothieApp { try await loadMenu() })
    await store.send(.menuPage(.menu(.appear))) {
      $0.menuScreen = SmoothieListPage.LocalState(menu: LoadFeature<[Smoothie]>.State(data: .initialLoading))
    }

    // When
    await store.send(.menuPage(.menu(.disappear))) { $0.menuScreen = nil }

    // Then
    #expect(loadMenu.cancelledInputs.count == 1)
    await store.finish()
  }

  @Test func givenAFavoriteWhenItsSmoothieLeavesTheMenuThenTheFavoritesScreenStillShowsIt() async {
    // Given: berry is a favorite, and the screens are built on a menu that still has it
    let storedMenu = LockedMenu([berry, mango, kiwi])
    let store = TestStore(initialState: SmoothieApp.State()) {
      SmoothieApp { storedMenu.value }
    }
    await store.send(.menuPage(.menu(.appear))) {
      $0.menuScreen = SmoothieListPage.LocalState(menu: LoadFeature<[Smoothie]>.State(data: .initialLoading))
    }
    await store.receive(.menuPage(.menu(.responseReceived(requestID: 0, result: .success(menu))))) {
      $0.menuScreen?.menu.data = .success(menu)
    }
    await store.send(.menuPage(.favoriteToggled("berry"))) { $0.favorites = [berry] }

    // When: berry leaves the menu, and the menu screen reloads
    storedMenu.value = [mango, kiwi]
    await store.send(.menuPage(.menu(.refresh))) {
      $0.menuScreen?.menu.data = .reLoading(menu)
    }
    await store.receive(.menuPage(.menu(.responseReceived(requestID: 1, result: .success([mango, kiwi]))))) {
      $0.menuScreen?.menu.data = .success([mango, kiwi])
    }

    // Then
    #expect(store.state.menuPage.rows(in: Self.tokyo).map(\.id) == ["mango", "kiwi"])
    #expect(store.state.favoritesPage.favorites == [berry])
    await store.finish()
  }

  @Test func givenSavedFavoritesWhenTheMenuScreenIsNotShownThenTheFavoritesScreenListsThemWhole() {
    let state = SmoothieApp.State(favorites: [mango, berry])

    #expect(state.menuScreen == nil)
    #expect(state.favoritesPage.favorites == [mango, berry])
  }
}

/// A menu a test changes between two loads.
final class LockedMenu: Sendable {
  private let storage: LockedState<[Smoothie]>

  init(_ menu: [Smoothie]) { storage = LockedState(menu) }

  var value: [Smoothie] {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}
