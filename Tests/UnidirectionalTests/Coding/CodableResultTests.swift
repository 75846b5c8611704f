import Foundation
import Testing
import Unidirectional

/// A result is written as the side it holds, so an action that carries the answer of a
/// request can be recorded and read back.
struct CodableResultTests {
  struct Failure: Error, Codable, Equatable {
    var code: Int
  }

  typealias Coded = CodableResult<[String], Failure>

  func json(_ result: Result<[String], Failure>) throws -> String {
    String(decoding: try JSONEncoder().encode(Coded(result)), as: UTF8.self)
  }

  func decoded(_ json: String) throws -> Result<[String], Failure> {
    try JSONDecoder().decode(Coded.self, from: Data(json.utf8)).result
  }

  @Test func givenASuccessWhenEncodedThenItIsWrittenUnderSuccessAndReadBack() throws {
    let text = try json(.success(["a", "b"]))

    #expect(text == #"{"success":["a","b"]}"#)
    #expect(try decoded(text) == .success(["a", "b"]))
  }

  @Test func givenAFailureWhenEncodedThenItIsWrittenUnderFailureAndReadBack() throws {
    let text = try json(.failure(Failure(code: 7)))

    #expect(text == #"{"failure":{"code":7}}"#)
    #expect(try decoded(text) == .failure(Failure(code: 7)))
  }

  @Test(arguments: [#"{}"#, #"{"success":[],"failure":{"code":1}}"#])
  func givenNeitherOrBothSidesWhenDecodedThenItIsRefusedInOneSentence(json: String) throws {
    let error = #expect(throws: DecodingError.self) { try decoded(json) }

    guard case .dataCorrupted(let context)? = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    #expect(context.debugDescription == #"A result holds exactly one of "success" and "failure"."#)
  }
}
