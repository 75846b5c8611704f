import ErrorHandling
import Foundation
import Paging
import Testing

/// The one-value screens' actions are written like the paged list's: a case by its name,
/// an answer as its success or failure.
struct LoadAndStreamActionCodableTests {
  /// The value the screens show.
  struct Profile: Codable, Equatable, Sendable {
    var name: String
  }

  func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }

  @Test func givenEveryLoadActionWhenEncodedAndDecodedThenItComesBackEqual() throws {
    let actions: [LoadFeature<Profile>.Action] = [
      .appear, .disappear, .refresh, .retry,
      .responseReceived(requestID: 1, result: .success(Profile(name: "Ada"))),
      .responseReceived(requestID: 2, result: .failure(.notFound)),
    ]

    for action in actions { #expect(try roundTrip(action) == action) }
    #expect(
      try json(actions[4]) == #"{"responseReceived":{"requestID":1,"result":{"success":{"name":"Ada"}}}}"#)
    #expect(
      try json(actions[5]) == #"{"responseReceived":{"requestID":2,"result":{"failure":{"case":"notFound"}}}}"#)
  }

  @Test func givenEveryStreamActionWhenEncodedAndDecodedThenItComesBackEqual() throws {
    let actions: [StreamFeature<Profile>.Action] = [
      .appear, .disappear, .refresh, .retry,
      .valueReceived(subscriptionID: 1, value: Profile(name: "Ada")),
      .finished(subscriptionID: 1),
      .failed(subscriptionID: 2, error: .network),
    ]

    for action in actions { #expect(try roundTrip(action) == action) }
    #expect(try json(actions[6]) == #"{"failed":{"error":{"case":"network"},"subscriptionID":2}}"#)
  }
}
