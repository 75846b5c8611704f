import Testing
import Unidirectional

@testable import UnidirectionalTesting

/// When a test store may act again: every effect ended or parked, and no work handed from one
/// task of an effect to another still waiting to be picked up.
struct EffectQuiescenceTests {
  @Test func givenAParkedEffectWhenOneOfItsTasksWakesAnotherWithWorkThenItIsQuiescentOnlyOnceThatWorkIsPickedUp() {
    // Given
    let quiescence = EffectQuiescence()
    quiescence.setInFlight(1)
    quiescence.park(isChildTask: false)
    #expect(quiescence.isQuiescent)

    // When
    quiescence.handOverStarted()

    // Then
    #expect(!quiescence.isQuiescent, "the woken task has not run yet")

    // When
    quiescence.handOverEnded()

    // Then
    #expect(quiescence.isQuiescent)
  }

  @Test func givenAnEffectWhoseChildTaskParksThenItIsQuiescentButNotCertainlySoUntilTheChildIsResumed() {
    // Given an effect in flight
    let quiescence = EffectQuiescence()
    quiescence.setInFlight(1)

    // When one of its child tasks parks
    quiescence.park(isChildTask: true)

    // Then every counted task waits, but a sibling may still work
    #expect(quiescence.isQuiescent)
    #expect(quiescence.hasParkedChildTasks)

    // When the test resumes the child
    quiescence.unpark(isChildTask: true)

    // Then
    #expect(!quiescence.isQuiescent)
    #expect(!quiescence.hasParkedChildTasks)
  }

  @MainActor
  @Test func givenATestStoreWhenItStartsAnEffectThenTheEffectReportsToItsTracker() async {
    // Given
    let store = TestStore(initialState: 0, reducer: Reduce<Int, Bool> { _, _ in
      .run { _ in #expect(EffectActivity.observer is EffectQuiescence) }
    })

    // When, Then
    await store.send(true)
    await store.finish()
  }
}
