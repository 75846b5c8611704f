import Foundation
import Unidirectional

/// TCA's "Effects: long-living" case study, rebuilt from its behaviour: while the screen is
/// shown, every screenshot the user takes adds one to a count; when it goes, the effect that
/// listens goes with it.
struct LongLivingEffects: Reducer {
  struct State: Equatable, Sendable {
    var screenshotCount = 0
  }

  enum Action: Equatable, Sendable {
    case task
    case userDidTakeScreenshotNotification
  }

  @Dependency(\.screenshots) var screenshots

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      return .run { [screenshots] send in
        for await _ in await screenshots() { send(.userDidTakeScreenshotNotification) }
      }
    case .userDidTakeScreenshotNotification:
      state.screenshotCount += 1
      return .none
    }
  }
}

/// The screenshots the user takes, as a stream: UIKit's notification, which is posted
/// through `NotificationCenter` by that name on iOS.
enum ScreenshotsKey: DependencyKey {
  static let notification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")

  static let liveValue: @Sendable () async -> AsyncStream<Void> = {
    let (screenshots, continuation) = AsyncStream.makeStream(of: Void.self)
    let observer = NotificationCenter.default.addObserver(
      forName: notification, object: nil, queue: nil
    ) { _ in continuation.yield() }
    // Safe: the token is never read or changed after this line; it is only handed, once,
    // to `removeObserver`, which NotificationCenter documents as callable from any thread.
    nonisolated(unsafe) let registration = observer
    continuation.onTermination = { _ in NotificationCenter.default.removeObserver(registration) }
    return screenshots
  }
  static let previewValue = liveValue
  static let testValue: @Sendable () async -> AsyncStream<Void> = {
    unimplemented("screenshots", placeholder: AsyncStream { $0.finish() })
  }
}

extension DependencyValues {
  var screenshots: @Sendable () async -> AsyncStream<Void> {
    get { self[ScreenshotsKey.self] }
    set { self[ScreenshotsKey.self] = newValue }
  }
}
