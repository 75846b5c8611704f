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

  /// The app with the menu loaded and the menu screen shown.
  var loadedApp: SmoothieApp.State {
    SmoothieApp.State(menu: LoadFeature<[Smoothie]>.State(data: .success(menu)), menuUI: SmoothieListPage.UIState())
  }

  func makeStore(_ state: SmoothieApp.State) -> TestStore<SmoothieApp.State, SmoothieApp.Action> {
    let menu = self.menu
    return TestStore(initialState: state, reducer: SmoothieApp { menu })
  }

  @Test func givenTheMenuWhenAHeartIsTappedThereThenTheFavoritesScreenShowsIt() async {
    let store = makeStore(loadedApp)

    await store.send(.menuPage(.favoriteToggled("mango"))) { $0.favoriteIDs = ["mango"] }

    #expect(store.state.favoritesPage.favorites == [mango])
    #expect(store.state.menuPage.rows(in: Self.tokyo).map(\.isFavorite) == [false, true, false])
    await store.finish()
  }

  @Test func givenAFavoriteWhenItIsRemovedOnTheFavoritesScreenThenTheMenusHeartEmpties() async {
    var state = loadedApp
    state.favoriteIDs = ["berry", "kiwi"]
    let store = makeStore(state)

    await store.send(.favoritesPage(.unfavoriteTapped("berry"))) { $0.favoriteIDs = ["kiwi"] }

    #expect(store.state.menuPage.rows(in: Self.tokyo).filter(\.isFavorite).map(\.id) == ["kiwi"])
    await store.finish()
  }

  @Test func givenASearchThenOnlyTheMenuScreenChangesAndTheFavoritesScreenIsUntouched() async {
    var state = loadedApp
    state.favoriteIDs = ["berry"]
    let store = makeStore(state)
    let favoritesBefore = store.state.favoritesPage

    await store.send(.menuPage(.binding(.set(\.ui.filterKeyword, "kiwi")))) {
      $0.menuUI?.filterKeyword = "kiwi"
    }
    await store.send(.menuPage(.smoothieSelected("kiwi"))) { $0.menuUI?.selectedSmoothie = "kiwi" }

    #expect(store.state.menuPage.rows(in: Self.tokyo).map(\.id) == ["kiwi"])
    #expect(store.state.favoritesPage == favoritesBefore, "UI state never leaks into shared state")
    await store.finish()
  }

  @Test func givenAFavoriteTappedInOneLaunchWhenTheAppLaunchesAgainThenBothScreensShowIt() async {
    let folder = FileManager.default.temporaryDirectory.appending(path: "SmoothieTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let clock = TestClock()
    let menu = self.menu
    func launch() -> TestStore<SmoothieApp.State, SmoothieApp.Action> {
      let favorites = PersistentStorage<Set<Smoothie.ID>>.file(
        folder.appending(path: "favorites.json"), issueReporter: .failingCurrentTest)
      var state = loadedApp
      state.favoriteIDs = favorites.load(default: [])
      return TestStore(initialState: state) {
        SmoothieApp { menu }
          .persisting(\.favoriteIDs, to: favorites, debounce: .milliseconds(300))
      } withDependencies: {
        $0.clock = clock
      }
    }

    let firstLaunch = launch()
    await firstLaunch.send(.menuPage(.favoriteToggled("kiwi"))) { $0.favoriteIDs = ["kiwi"] }
    await firstLaunch.send(.menuPage(.favoriteToggled("mango"))) { $0.favoriteIDs = ["kiwi", "mango"] }
    await clock.advance(by: .milliseconds(300))
    await firstLaunch.finish()

    let secondLaunch = launch()
    #expect(secondLaunch.state.favoriteIDs == ["kiwi", "mango"])
    #expect(secondLaunch.state.favoritesPage.favorites == [mango, kiwi])
    #expect(secondLaunch.state.menuPage.rows(in: Self.tokyo).filter(\.isFavorite).map(\.id) == ["mango", "kiwi"])
    await secondLaunch.finish()
  }

  @Test func givenTheMenuScreenAppearsThenTheMenuLoadsOnceAndEachRowIsDrawnByThePureLogic() async {
    let store = makeStore(SmoothieApp.State())

    await store.send(.menuPage(.menu(.appear))) {
      $0.menuUI = SmoothieListPage.UIState()
      $0.menu.data = .initialLoading
    }
    await store.receive(.menuPage(.menu(.responseReceived(requestID: 0, result: .success(menu))))) {
      $0.menu.data = .success(menu)
    }

    #expect(
      store.state.menuPage.rows(in: Self.tokyo).first
        == SmoothieRow(id: "berry", title: "Berry Blue", price: "¥1,200", saleEnd: "~ 2024/05/31", isFavorite: false)
    )
    await store.finish()
  }

  @Test func givenASearchOnTheMenuScreenWhenTheScreenGoesAwayAndComesBackThenItStartsWithNoSearch() async {
    // Given: the screen is shown, with a search typed
    let store = makeStore(SmoothieApp.State(menu: LoadFeature<[Smoothie]>.State(data: .success(menu))))
    await store.send(.menuPage(.menu(.appear))) { $0.menuUI = SmoothieListPage.UIState() }
    await store.send(.menuPage(.binding(.set(\.ui.filterKeyword, "kiwi")))) { $0.menuUI?.filterKeyword = "kiwi" }

    // When
    await store.send(.menuPage(.menu(.disappear))) { $0.menuUI = nil }
    await store.send(.menuPage(.menu(.appear))) { $0.menuUI = SmoothieListPage.UIState() }

    // Then: the UI state lived as long as the screen, as a view's own state does
    #expect(store.state.menuPage.rows(in: Self.tokyo).count == 3)
    await store.finish()
  }

  @Test func givenSavedFavoritesWhenTheMenuHasNotLoadedThenTheFavoritesScreenListsThemWaitingForTheirDetails() async {
    // Given: a launch with favorites from the last one, the menu still to load
    let store = makeStore(SmoothieApp.State(favoriteIDs: ["mango", "berry"]))
    #expect(store.state.favoritesPage.rows == [.waiting("berry"), .waiting("mango")])

    // When
    await store.send(.menuPage(.menu(.appear))) {
      $0.menuUI = SmoothieListPage.UIState()
      $0.menu.data = .initialLoading
    }
    await store.receive(.menuPage(.menu(.responseReceived(requestID: 0, result: .success(menu))))) {
      $0.menu.data = .success(menu)
    }

    // Then
    #expect(store.state.favoritesPage.rows == [.smoothie(berry), .smoothie(mango)])
    await store.finish()
  }
}
