import Foundation
import Unidirectional

/// Records to a URL until stopped, says how long it recorded, and asks for the microphone.
///
/// The live value stands in for AVFoundation, which is not on Linux: it records nothing,
/// knows no time, and finishes when stopped. An app on Apple platforms sets its
/// AVFoundation recorder.
struct AudioRecorderClient: Sendable {
  var currentTime: @Sendable () async -> TimeInterval?
  var requestRecordPermission: @Sendable () async -> Bool
  var startRecording: @Sendable (_ url: URL) async throws -> Bool
  var stopRecording: @Sendable () async -> Void
}

enum AudioRecorderKey: DependencyKey {
  static let liveValue: AudioRecorderClient = {
    let stops = AsyncStream.makeStream(of: Void.self)
    return AudioRecorderClient(
      currentTime: { nil },
      requestRecordPermission: { true },
      startRecording: { _ in await stops.stream.first { true } != nil },
      stopRecording: { stops.continuation.yield() })
  }()
  static let previewValue = liveValue
  static let testValue = AudioRecorderClient(
    currentTime: { unimplemented("AudioRecorderClient.currentTime", placeholder: nil) },
    requestRecordPermission: {
      unimplemented("AudioRecorderClient.requestRecordPermission", placeholder: false)
    },
    startRecording: { _ in try unimplemented("AudioRecorderClient.startRecording") },
    stopRecording: { unimplemented("AudioRecorderClient.stopRecording", placeholder: ()) })
}
