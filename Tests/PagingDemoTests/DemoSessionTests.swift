import Paging
import Testing
import Unidirectional

@testable import PagingDemo

@MainActor
struct DemoSessionTests {
  @Test func theRecordedStoreLogsEveryStepWithTheReasonTheFeatureGaveForIgnoringIt() {
    // Given a demo store over a feed that has not appeared yet
    var steps: [DemoStep] = []
    let log = StepLog { step, _ in steps.append(step) }
    let feature = FeedFeature(pageSize: 2) { _ in throw CancellationError() }
    let store = DemoSession.recordedStore(feature, in: log)

    // When the user reaches the bottom of a list that never loaded
    store.send(.reachBottom)

    // Then the step after the start carries the feature's own reason, as logChanges prints it
    #expect(steps.map(\.number) == [0, 1])
    #expect(steps.last?.ignoredReason == feature.reasonForIgnoring(.reachBottom, in: FeedFeature.State()))
    #expect(steps.last?.ignoredReason != nil)
    #expect(log.ignoredCount == 1)
  }
}
