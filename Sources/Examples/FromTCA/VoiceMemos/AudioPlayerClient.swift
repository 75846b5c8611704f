import Foundation
import Unidirectional

/// Plays the memo at a URL; returns whether it played to the end.
///
/// The live value stands in for AVFoundation, which is not on Linux: it plays for five
/// seconds, as TCA's preview does. An app on Apple platforms sets its AVFoundation player.
struct AudioPlayerClient: Sendable {
  var play: @Sendable (_ url: URL) async throws -> Bool
}

enum AudioPlayerKey: DependencyKey {
  static let liveValue = AudioPlayerClient { _ in
    try await ContinuousClock().sleep(for: .seconds(5))
    return true
  }
  static let previewValue = liveValue
  static let testValue = AudioPlayerClient { _ in try unimplemented("AudioPlayerClient.play") }
}
