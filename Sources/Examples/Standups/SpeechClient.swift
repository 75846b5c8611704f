public import Unidirectional

/// Speech recognition, as the recording screen uses it: permission, then what was said.
public struct SpeechClient: Sendable {
  /// Asks for permission to listen; `true` when granted.
  public var authorize: @Sendable () async -> Bool
  /// What was said so far.
  public var transcript: @Sendable () async throws -> String

  /// A client of the two endpoints.
  public init(
    authorize: @escaping @Sendable () async -> Bool,
    transcript: @escaping @Sendable () async throws -> String
  ) {
    self.authorize = authorize
    self.transcript = transcript
  }
}

/// The registry's key for ``SpeechClient``: a test value that fails on any endpoint a test
/// did not set, naming it.
public enum SpeechClientKey: DependencyKey {
  public static let liveValue = SpeechClient(authorize: { false }, transcript: { "" })
  public static let previewValue = SpeechClient(authorize: { true }, transcript: { "Hello" })
  public static let testValue = SpeechClient(
    authorize: { unimplemented("SpeechClient.authorize", placeholder: false) },
    transcript: { try unimplemented("SpeechClient.transcript") })
}

extension DependencyValues {
  /// Speech recognition.
  public var speech: SpeechClient {
    get { self[SpeechClientKey.self] }
    set { self[SpeechClientKey.self] = newValue }
  }
}
