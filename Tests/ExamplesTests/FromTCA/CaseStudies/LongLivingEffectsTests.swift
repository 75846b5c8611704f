import Foundation
import Testing
import Unidirectional
import UnidirectionalTesting

@testable import Examples

/// TCA's "Effects: long-living", tested for each behaviour its tests assert: a screenshot
/// counts while the screen's task runs, and cancelling the task ends the subscription; and
/// the live dependency hears the notification iOS posts.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LongLivingEffectsTests {
  @Test func givenTheTaskRunningThenEachScreenshotCountsUntilTheTaskIsCancelled() async {
    let screenshots = ControlledStream<Void>()
    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.screenshots = { screenshots.makeStream() }
    }

    let task = await store.send(.task)
    await screenshots.yield(())
    await store.receive(.userDidTakeScreenshotNotification) { $0.screenshotCount = 1 }
    await screenshots.yield(())
    await store.receive(.userDidTakeScreenshotNotification) { $0.screenshotCount = 2 }
    task.cancel()
    await task.finish()

    #expect(screenshots.activeSubscriptions.isEmpty)
    #expect(screenshots.cancelledSubscriptions == [0])
  }

  @Test func givenTheLiveScreenshotsThenEachPostedNotificationIsOneElement() async {
    let screenshots = await ScreenshotsKey.liveValue()
    var iterator = screenshots.makeAsyncIterator()

    NotificationCenter.default.post(name: ScreenshotsKey.notification, object: nil)
    NotificationCenter.default.post(name: ScreenshotsKey.notification, object: nil)

    #expect(await iterator.next() != nil)
    #expect(await iterator.next() != nil)
  }
}
