import Foundation
import Observation
import Testing
import Unidirectional
import UnidirectionalRecording
import UnidirectionalTesting

/// Random actions over a screen of observed fields, slices and rows, checked after every
/// action against a model: each observer is told exactly when the value it read changed,
/// by `==`. A field compared by fingerprint (an `IdentifiedArray`) may also be told of an
/// edit that left it equal; nothing else may be told too much, and nothing too little.
///
/// A longer walk, with another seed:
///
/// ```sh
/// OBSERVATION_WALK_STEPS=1000000 OBSERVATION_WALK_SEED=$RANDOM swift test --filter ObservationWalkTests
/// ```
@MainActor
struct ObservationWalkTests {
  @Test func givenRandomActionsOverObservedFieldsAndRowsThenEachObserverIsToldIffWhatItReadChanged()
    async
  {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["OBSERVATION_WALK_SEED"].flatMap { UInt64($0) } ?? 0x0B5E_12FE
    let stepCount = environment["OBSERVATION_WALK_STEPS"].flatMap { Int($0) } ?? 20_000
    let failure = await ObservationWalk.walk().run(seed: seed, stepCount: stepCount) {
      ObservationWalk.Step.random(using: &$0)
    }
    if let failure { Issue.record("\(failure)") }
  }

  @Test func givenARowThatLeftAndCameBackWhileItsOldStoreWasObservedThenTheOldStoreIsTold() async {
    let mismatch = await ObservationWalk.walk().replay([
      .observe(.row(3, .whole)),
      .remove(3),
      .append(3),
    ])
    #expect(mismatch == nil)
  }

  @Test func givenTwoStoresOfARowThatLeftAndCameBackThenBothAreToldOfItsNextChange() async {
    let mismatch = await ObservationWalk.walk().replay([
      .observe(.row(2, .likes)),
      .removeFirst(3),
      .append(2),
      .observe(.row(2, .whole)),
      .like(2),
    ])
    #expect(mismatch == nil)
  }

  @Test func givenAnEditLogThatOverflowedThenEveryObservedRowIsAskedAndNoneIsMissed() async {
    let mismatch = await ObservationWalk.walk().replay(
      [.observe(.row(1, .whole)), .observe(.row(5, .likes))]
        + Array(repeating: .like(2), count: 40)
        + [.like(1), .setLikes(5, 7)]
    )
    #expect(mismatch == nil)
  }
}
