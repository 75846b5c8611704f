import ErrorHandling
import Foundation
import LoadingStates
import Paging
import Testing

/// The one-value screens' states are written with their bookkeeping, so one read back in
/// the middle of a load or a subscription accepts the answer it waits for.
struct LoadAndStreamStateCodableTests {
  /// The value the screens show.
  struct Profile: Codable, Equatable, Sendable {
    var name: String
  }

  func readBack<Value: Codable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }

  @Test func givenALoadInFlightWhenReadBackThenItsAnswerIsShown() throws {
    let profile = LoadFeature<Profile> { Profile(name: "Ada") }
    var loading = LoadFeature<Profile>.State()
    _ = profile.reduce(into: &loading, action: .appear)

    var read = try readBack(loading)
    #expect(read.requests == loading.requests)
    _ = profile.reduce(into: &read, action: .responseReceived(requestID: 0, result: .success(Profile(name: "Ada"))))

    #expect(read.data == .success(Profile(name: "Ada")))
  }

  @Test func givenASubscriptionWhenReadBackThenItsValuesAreShown() throws {
    let quote = StreamFeature<Profile> { AsyncStream<Profile> { $0.finish() } }
    var subscribed = StreamFeature<Profile>.State()
    _ = quote.reduce(into: &subscribed, action: .appear)

    var read = try readBack(subscribed)
    #expect(read == subscribed)
    _ = quote.reduce(into: &read, action: .valueReceived(subscriptionID: 0, value: Profile(name: "Ada")))

    #expect(read.data == .success(Profile(name: "Ada")))
    #expect(read.subscription == .subscribed(id: 0))
  }
}
