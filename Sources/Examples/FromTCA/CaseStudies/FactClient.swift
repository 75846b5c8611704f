import Unidirectional

/// Trivia about a number: the one dependency of the effect case studies.
///
/// TCA's fetches it from a web service. This one makes it up, so the examples run anywhere
/// without a network; `Docs/DataSources.md` shows a client over real HTTP.
struct FactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
}

enum FactClientKey: DependencyKey {
  static let liveValue = FactClient { number in "\(number) is the number of this fact." }
  static let previewValue = liveValue
  static let testValue = FactClient { _ in try unimplemented("FactClient.fetch") }
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClientKey.self] }
    set { self[FactClientKey.self] = newValue }
  }
}
