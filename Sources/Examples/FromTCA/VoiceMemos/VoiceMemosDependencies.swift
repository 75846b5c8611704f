import Foundation
import Unidirectional

/// Where the voice memos' features find their dependencies.
extension DependencyValues {
  var audioPlayer: AudioPlayerClient {
    get { self[AudioPlayerKey.self] }
    set { self[AudioPlayerKey.self] = newValue }
  }

  var audioRecorder: AudioRecorderClient {
    get { self[AudioRecorderKey.self] }
    set { self[AudioRecorderKey.self] = newValue }
  }

  /// Opens the app's page in the system settings, where the microphone is allowed.
  var openSettings: @Sendable () async -> Void {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }

  /// The folder a new recording is written to.
  var temporaryDirectory: @Sendable () -> URL {
    get { self[TemporaryDirectoryKey.self] }
    set { self[TemporaryDirectoryKey.self] = newValue }
  }
}

/// On iOS the app opens `UIApplication.openSettingsURLString`; there is no such page here.
private enum OpenSettingsKey: DependencyKey {
  static let liveValue: @Sendable () async -> Void = {}
  static let previewValue = liveValue
  static let testValue: @Sendable () async -> Void = {
    unimplemented("openSettings", placeholder: ())
  }
}

private enum TemporaryDirectoryKey: DependencyKey {
  static let liveValue: @Sendable () -> URL = { FileManager.default.temporaryDirectory }
  static let previewValue = liveValue
  static let testValue: @Sendable () -> URL = {
    unimplemented("temporaryDirectory", placeholder: FileManager.default.temporaryDirectory)
  }
}
