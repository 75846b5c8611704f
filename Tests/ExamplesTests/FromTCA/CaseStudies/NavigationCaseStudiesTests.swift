import Foundation
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

@testable import Examples

/// TCA's navigation case studies that load around a presentation, tested for what each
/// does (TCA's suite has no tests of them): load then present, present and load, navigate
/// and load, and a list that navigates and loads.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct NavigationCaseStudiesTests {
  let clock = TestClock()

  @Test func givenLoadThenPresentThenTheSheetOpensAfterTheIndicatorAndItsCounterCounts() async {
    let store = TestStore(initialState: LoadThenPresent.State()) {
      LoadThenPresent()
    } withDependencies: { [clock] in
      $0.clock = clock
    }

    await store.send(.counterButtonTapped) { $0.isActivityIndicatorVisible = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.counterPresentationDelayCompleted) {
      $0.isActivityIndicatorVisible = false
      $0.counter = Counter.State()
    }
    await store.send(.counter(.presented(id: 1, action: .incrementButtonTapped))) {
      $0.counter?.count = 1
    }
    await store.send(.counter(.dismiss(id: 1))) { $0.counter = nil }
  }

  @Test func givenPresentAndLoadThenTheCounterLoadsASecondAfterTheSheetOpens() async {
    let store = TestStore(initialState: PresentAndLoad.State()) {
      PresentAndLoad()
    } withDependencies: { [clock] in
      $0.clock = clock
    }

    await store.send(.setSheet(isPresented: true)) { $0.isSheetPresented = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.setSheetIsPresentedDelayCompleted) { $0.optionalCounter = Counter.State() }
    await store.send(.optionalCounter(.decrementButtonTapped)) { $0.optionalCounter?.count = -1 }
    await store.send(.setSheet(isPresented: false)) {
      $0.isSheetPresented = false
      $0.optionalCounter = nil
    }
  }

  @Test func givenNavigateAndLoadWhenItIsLeftBeforeTheLoadThenTheLoadIsCancelled() async {
    let store = TestStore(initialState: NavigateAndLoad.State()) {
      NavigateAndLoad()
    } withDependencies: { [clock] in
      $0.clock = clock
    }

    await store.send(.setSheet(isPresented: true)) { $0.isSheetPresented = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.setSheet(isPresented: false)) { $0.isSheetPresented = false }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func givenAListWhenARowIsOpenedCountedAndLeftThenTheRowKeepsTheCount() async {
    let ids = (1...3).map { UUID(uuidString: "00000000-0000-0000-0000-00000000000\($0)")! }
    let rows = [1, 42, 100].enumerated().map {
      NavigateAndLoadList.State.Row(count: $1, id: ids[$0])
    }
    let store = TestStore(
      initialState: NavigateAndLoadList.State(rows: IdentifiedArray(uniqueElements: rows))
    ) {
      NavigateAndLoadList()
    } withDependencies: { [clock] in
      $0.clock = clock
    }

    await store.send(.setNavigation(selection: ids[1])) { $0.selection = .init(id: ids[1]) }
    await clock.advance(by: .seconds(1))
    await store.receive(.setNavigationSelectionDelayCompleted) {
      $0.selection?.counter = Counter.State(count: 42)
    }
    await store.send(.counter(.incrementButtonTapped)) { $0.selection?.counter?.count = 43 }
    await store.send(.setNavigation(selection: nil)) {
      $0.rows[id: ids[1]]?.count = 43
      $0.selection = nil
    }
  }

  @Test func givenAListWhenAnotherRowIsOpenedBeforeTheLoadThenOnlyTheLastOneLoads() async {
    let ids = (1...2).map { UUID(uuidString: "00000000-0000-0000-0000-00000000000\($0)")! }
    let rows = [7, 9].enumerated().map { NavigateAndLoadList.State.Row(count: $1, id: ids[$0]) }
    let store = TestStore(
      initialState: NavigateAndLoadList.State(rows: IdentifiedArray(uniqueElements: rows))
    ) {
      NavigateAndLoadList()
    } withDependencies: { [clock] in
      $0.clock = clock
    }

    await store.send(.setNavigation(selection: ids[0])) { $0.selection = .init(id: ids[0]) }
    await clock.advance(by: .milliseconds(500))
    await store.send(.setNavigation(selection: ids[1])) { $0.selection = .init(id: ids[1]) }
    await clock.advance(by: .seconds(1))
    await store.receive(.setNavigationSelectionDelayCompleted) {
      $0.selection?.counter = Counter.State(count: 9)
    }
    await store.send(.counter(.incrementButtonTapped)) { $0.selection?.counter?.count = 10 }
  }
}
