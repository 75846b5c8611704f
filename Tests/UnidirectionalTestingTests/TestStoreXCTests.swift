import Unidirectional
import UnidirectionalTesting
import FoundationEssentials
import XCTest

/// The test store under XCTest: the same steps, and failures go through `XCTFail`.
final class TestStoreXCTests: XCTestCase {
  @MainActor
  func testAFeatureIsAssertedStepByStepUnderXCTest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))

    await store.send(.increment) { $0.count = 1 }
    await store.send(.delayedIncrement)
    await clock.advance(by: .seconds(1))
    await store.receive(.increment) { $0.count = 2 }

    store.assertStateHistory([.init(count: 0), .init(count: 1), .init(count: 1), .init(count: 2)])
    await store.finish()
  }

  @MainActor
  func testSkippingInFlightEffectsLetsAnXCTestFinishWithoutThem() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))

    await store.send(.delayedIncrement)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))

    XCTAssertEqual(store.state, Counter.State(count: 0))
    await store.finish()
  }

  @MainActor
  func testDependenciesAreSetPerTestAndMidTestUnderXCTest() async {
    let noon = Date(timeIntervalSince1970: 43_200)
    let evening = Date(timeIntervalSince1970: 64_800)
    let store = TestStore(initialState: Journal.State()) {
      Journal()
    } withDependencies: {
      $0.date = .constant(noon)
    }

    await store.send(.add) { $0.entries = [Journal.Entry(id: .counted(0), date: noon)] }
    store.dependencies.date = .constant(evening)
    await store.send(.add) { $0.entries.append(Journal.Entry(id: .counted(1), date: evening)) }
    store.assert { _ in }
    await store.finish()
  }

  #if !os(Linux)
    @MainActor
    func testAWrongStateFailsThroughXCTFail() async {
      let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock()))
      XCTExpectFailure("the expected count is wrong on purpose")
      await store.send(.increment) { $0.count = 2 }
    }
  #endif
}
