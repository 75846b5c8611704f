import ErrorHandling
import Examples
import Foundation
import LoadingStates
import Observation
import ScreenComponents
import Testing
import TestSupport
import Unidirectional
import UnidirectionalTesting

/// Article 003 on a feature: `appear` asks for two answers, the state keeps them as values,
/// and the status the view reads is derived from what arrived.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct DashboardTests {
  let weather = ControlledDependency<Void, Weather>()
  let headlines = ControlledDependency<Void, [Headline]>()
  let sunny = Weather(celsius: 24)
  let news = [Headline(title: "Swift 6.3 released")]

  /// The dashboard, asking the controlled weather and headlines.
  func dashboard() -> Dashboard {
    let weather = self.weather
    let headlines = self.headlines
    return Dashboard(fetchWeather: { try await weather() }, fetchHeadlines: { try await headlines() })
  }

  func makeStore(_ state: Dashboard.State = Dashboard.State()) -> TestStore<Dashboard.State, Dashboard.Action> {
    TestStore(initialState: state, reducer: dashboard())
  }

  /// A plain store of the dashboard, as a view holds it.
  func makeLiveStore() -> Store<Dashboard.State, Dashboard.Action> {
    Store(initialState: Dashboard.State(), reducer: dashboard())
  }

  @Test func givenTheDashboardWhenItAppearsThenBothRequestsGoOutAndTheStatusFollowsEachArrivalToSuccess() async {
    // Given
    let store = makeStore()
    var statuses = [store.state.status]

    // When
    await store.send(.appear) { $0.inFlight = [.weather, .headlines] }
    statuses.append(store.state.status)
    #expect(weather.pendingInputs.count == 1)
    #expect(headlines.pendingInputs.count == 1)
    await weather.respond(with: sunny)
    await store.receive(.weatherLoaded(.success(sunny))) {
      $0.weather = sunny
      $0.inFlight = [.headlines]
    }
    statuses.append(store.state.status)
    await headlines.respond(with: news)
    await store.receive(.headlinesLoaded(.success(news))) {
      $0.headlines = news
      $0.inFlight = []
    }
    statuses.append(store.state.status)

    // Then
    #expect(statuses == [.idle, .initialLoading, .initialLoading, .success])
    await store.finish()
  }

  @Test func givenTheHeadlinesArriveFirstThenTheScreenStillLoadsUntilTheWeatherArrives() async {
    let store = makeStore()
    await store.send(.appear) { $0.inFlight = [.weather, .headlines] }

    await headlines.respond(with: news)
    await store.receive(.headlinesLoaded(.success(news))) {
      $0.headlines = news
      $0.inFlight = [.weather]
    }
    #expect(store.state.status == .initialLoading)

    await weather.respond(with: sunny)
    await store.receive(.weatherLoaded(.success(sunny))) {
      $0.weather = sunny
      $0.inFlight = []
    }
    #expect(store.state.status == .success)
    await store.finish()
  }

  @Test func givenOneAnswerArrivedWhenTheOtherRequestFailsThenTheStatusIsAFailureKeepingWhatArrived() async {
    // Given
    let store = makeStore()
    await store.send(.appear) { $0.inFlight = [.weather, .headlines] }
    await weather.respond(with: sunny)
    await store.receive(.weatherLoaded(.success(sunny))) {
      $0.weather = sunny
      $0.inFlight = [.headlines]
    }

    // When
    await headlines.fail(with: URLError(.notConnectedToInternet))

    // Then
    await store.receive(.headlinesLoaded(.failure(.network))) {
      $0.error = .network
      $0.inFlight = []
    }
    #expect(store.state.status == .loadingFailure)
    #expect(store.state.weather == sunny)
    await store.finish()
  }

  @Test func givenOneRequestFailsFirstThenTheOtherIsCancelledAndItsLateAnswerChangesNothing() async {
    // Given
    let store = makeStore()
    await store.send(.appear) { $0.inFlight = [.weather, .headlines] }

    // When
    await weather.fail(with: URLError(.notConnectedToInternet))
    await store.receive(.weatherLoaded(.failure(.network))) {
      $0.error = .network
      $0.inFlight = []
    }

    // Then: the other request ended with the round
    #expect(headlines.cancelledInputs.count == 1)
    #expect(store.state.status == .loadingFailure)
    await store.send(.headlinesLoaded(.success(news)))
    #expect(store.state.status == .loadingFailure)
    await store.finish()
  }

  @Test func givenBothArrivedWhenTheScreenAppearsAgainThenItReloadsShowingThemAndSucceedsAgain() async {
    // Given
    let store = makeStore(Dashboard.State(weather: sunny, headlines: news))
    #expect(store.state.status == .success)
    let rainy = Weather(celsius: 12)

    // When
    await store.send(.appear) { $0.inFlight = [.weather, .headlines] }
    #expect(store.state.status == .reLoading)
    await weather.respond(with: rainy)
    await store.receive(.weatherLoaded(.success(rainy))) {
      $0.weather = rainy
      $0.inFlight = [.headlines]
    }
    #expect(store.state.status == .reLoading)
    await headlines.respond(with: news)
    await store.receive(.headlinesLoaded(.success(news))) { $0.inFlight = [] }

    // Then
    #expect(store.state.status == .success)
    await store.finish()
  }

  @Test func givenAFailureWhenTheScreenAppearsAgainThenTheOldErrorGoesAndBothRequestsRunAgain() async {
    // Given
    let store = makeStore(Dashboard.State(weather: sunny, error: .network))
    #expect(store.state.status == .loadingFailure)

    // When
    await store.send(.appear) {
      $0.error = nil
      $0.inFlight = [.weather, .headlines]
    }

    // Then
    #expect(store.state.status == .initialLoading)
    #expect(weather.pendingInputs.count == 1)
    #expect(headlines.pendingInputs.count == 1)
    await store.skipInFlightEffects()
  }

  @Test func givenAViewReadingTheStatusOfAStoreWhenTheAnswersArriveThenItIsToldAndReadsSuccess() async {
    // Given: the requests out, and a view reading the status
    let store = makeLiveStore()
    let appear = store.send(.appear)
    #expect(store.state.status == .initialLoading)
    let told = Journal<String>()
    withObservationTracking {
      _ = store.state.status
    } onChange: {
      told.append("status may have changed")
    }

    // When
    await weather.respond(with: sunny)
    await headlines.respond(with: news)
    await appear.finish()

    // Then
    #expect(told.entries.count == 1)
    #expect(store.state.status == .success)
    #expect(store.state.weather == sunny)
    #expect(store.state.headlines == news)
  }

  @Test func givenRequestsOutWhenTheScreenGoesAwayThenTheyAreCancelledAndWhatArrivedStays() async {
    // Given
    let store = makeStore()
    await store.send(.appear) { $0.inFlight = [.weather, .headlines] }
    await weather.respond(with: sunny)
    await store.receive(.weatherLoaded(.success(sunny))) {
      $0.weather = sunny
      $0.inFlight = [.headlines]
    }

    // When
    await store.send(.disappear) { $0.inFlight = [] }

    // Then
    #expect(store.state.status == .initialLoading, "one answer of two: still not the whole screen")
    await store.finish()
  }

  @Test func givenTheCommonContentViewWhenTheDashboardAppearsThenItSpinsUntilBothAnswersArriveThenShowsThem() async {
    // Given: the dashboard drawn by the one loading component every screen uses
    let store = makeLiveStore()
    let content = AsyncContent(source: store) { weather, headlines in "\(weather.celsius)° · \(headlines.count) headlines" }
    #expect(content.look.text == "blank")

    // When
    content.appeared()

    // Then
    #expect(content.look.text == "spinner")
    await weather.respond(with: sunny)
    await headlines.respond(with: news)
    await store.waitForEffects()
    #expect(content.look.text == "24° · 1 headlines")
  }

  @Test func givenOneAnswerOfTwoThenTheCommonContentViewStillSpins() {
    let halfArrived = Dashboard.State(weather: sunny, inFlight: [.headlines])
    let gaveUp = Dashboard.State(weather: sunny, error: .network)

    #expect({ if case .loading = halfArrived.loadingState { true } else { false } }())
    #expect({ if case .failed(.network) = gaveUp.loadingState { true } else { false } }())
  }

  @Test func givenTheCommonContentViewWhenARequestFailsFirstThenItShowsTheErrorAndRetryAsksAgain() async {
    // Given
    let store = makeLiveStore()
    let content = AsyncContent(source: store) { _, _ in "shown" }
    content.appeared()

    // When
    await weather.fail(with: URLError(.notConnectedToInternet))
    await store.waitForEffects()

    // Then
    #expect(content.look.text == "error: \(AppError.network.userMessage())")
    content.retryTapped()
    #expect(content.look.text == "spinner")
    #expect(weather.pendingInputs.count == 1)
    #expect(headlines.pendingInputs.count == 1)
  }
}

extension AsyncContent.Look where Content == String {
  /// The look in a word, and the content or message it shows.
  fileprivate var text: String {
    switch self {
    case .blank: "blank"
    case .spinner: "spinner"
    case .placeholder(let content): "placeholder: \(content)"
    case .error(let message, _): "error: \(message)"
    case .content(let content): content
    }
  }
}
