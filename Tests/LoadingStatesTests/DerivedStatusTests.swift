import LoadingStates
import Testing

/// Article 003: values live beside the status, and the status is derived from the values
/// that arrived, so the two can never disagree.
struct DerivedStatusTests {
  struct Weather: Equatable { let celsius: Int }
  struct Headline: Equatable { let title: String }

  /// Article 003's screen: two responses that arrive independently, and an error.
  struct DashboardScreen {
    var weather: Weather?
    var headlines: [Headline]?
    var error: TestFailure?
    var isReloading = false

    var status: LoadPhase {
      LoadPhase(values: weather, headlines, error: error, isLoading: isReloading)
    }
  }

  let sunny = Weather(celsius: 24)
  let news = [Headline(title: "Swift 6.3 released")]
  let offline = TestFailure("offline")

  @Test func givenNothingArrivedThenTheScreenIsIdle() {
    #expect(DashboardScreen().status == .idle)
  }

  @Test func givenOneResponseArrivedThenTheScreenStillLoadsWhicheverCameFirst() {
    #expect(DashboardScreen(weather: sunny).status == .initialLoading)
    #expect(DashboardScreen(headlines: news).status == .initialLoading)
  }

  @Test func givenBothResponsesArrivedThenTheScreenIsLoaded() {
    #expect(DashboardScreen(weather: sunny, headlines: news).status == .success)
  }

  @Test func givenEitherRequestFailedThenTheScreenFailsKeepingWhatArrived() {
    #expect(DashboardScreen(weather: sunny, error: offline).status == .loadingFailure)
    #expect(DashboardScreen(headlines: news, error: offline).status == .loadingFailure)
    #expect(DashboardScreen(error: offline).status == .loadingFailure)
    #expect(DashboardScreen(weather: sunny, headlines: news, error: offline).status == .reLoadingFailure)
  }

  @Test func givenBothArrivedWhenTheyReloadThenTheScreenReloadsShowingThem() {
    #expect(DashboardScreen(weather: sunny, headlines: news, isReloading: true).status == .reLoading)
  }

  @Test func givenAScreenFedStepByStepThenItsStatusFollowsEveryArrival() {
    // Given
    var screen = DashboardScreen()
    var statuses = [screen.status]

    // When
    screen.weather = sunny
    statuses.append(screen.status)
    screen.headlines = news
    statuses.append(screen.status)

    // Then: the article's printed story, notLoad → loading → loaded
    #expect(statuses == [.idle, .initialLoading, .success])
  }

  @Test func givenThreeValuesThenEveryOneMustArriveBeforeTheScreenIsLoaded() {
    let third: Int? = nil
    #expect(LoadPhase(values: sunny, news, third) == .initialLoading)
    #expect(LoadPhase(values: sunny, news, 3) == .success)
    #expect(LoadPhase(values: Weather?.none, [Headline]?.none, third) == .idle)
  }

  @Test func givenOneValueBesideItsStatusThenTheStateHoldsExactlyWhatTheScreenHas() {
    #expect(DataState<Weather, TestFailure>(value: nil, error: nil, isLoading: false) == .idle)
    #expect(DataState<Weather, TestFailure>(value: nil, error: nil, isLoading: true) == .initialLoading)
    #expect(DataState(value: sunny, error: offline, isLoading: false) == .reLoadingFailure(sunny, offline))
    #expect(DataState<Weather, TestFailure>(value: sunny, error: nil, isLoading: true) == .reLoading(sunny))
    #expect(DataState<Weather, TestFailure>(value: nil, error: offline, isLoading: true) == .retryLoading(offline))
  }

  @Test func givenThreeLoadsWhenZippedThenTheValueWaitsForAllAndTheFirstErrorWins() {
    // Given
    let weather = DataState<Weather, TestFailure>.success(sunny)
    let headlines = DataState<[Headline], TestFailure>.success(news)
    let pending = DataState<Int, TestFailure>.idle
    let failed = DataState<Int, TestFailure>.loadingFailure(offline)

    // When
    let waiting = DataState.zip(weather, headlines, pending)
    let failing = DataState.zip(weather, headlines, failed)
    let loaded = DataState.zip(weather, headlines, DataState<Int, TestFailure>.success(3))

    // Then
    #expect(waiting.phase == .initialLoading)
    #expect(failing.phase == .loadingFailure)
    #expect(failing.error == offline)
    #expect(loaded.value.map { $0.2 } == 3)
    #expect(loaded.value.map { $0.0 } == sunny)
  }
}
