import Foundation
import Testing

import ErrorHandling

/// An error is written as its case's name, with its reason or its wait, so a recording of
/// a feature's failures reads as words and comes back equal.
struct AppErrorCodableTests {
  func json(_ error: AppError) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(error), as: UTF8.self)
  }

  func decoded(_ json: String) throws -> AppError {
    try JSONDecoder().decode(AppError.self, from: Data(json.utf8))
  }

  @Test(arguments: AppError.everyCase + [.rateLimited(retryAfter: nil), .rateLimited(retryAfter: .milliseconds(1500))])
  func givenAnyErrorWhenEncodedAndDecodedThenItComesBackEqual(error: AppError) throws {
    #expect(try decoded(json(error)) == error)
  }

  @Test func givenEachShapeWhenEncodedThenTheCaseIsNamedWithItsPayload() throws {
    #expect(try json(.network) == #"{"case":"network"}"#)
    #expect(try json(.validation(reason: "Enter a name.")) == #"{"case":"validation","reason":"Enter a name."}"#)
    #expect(try json(.invalidData(reason: "price is -1")) == #"{"case":"invalidData","reason":"price is -1"}"#)
    #expect(try json(.rateLimited(retryAfter: .milliseconds(1500))) == #"{"case":"rateLimited","retryAfter":1.5}"#)
    #expect(try json(.rateLimited(retryAfter: nil)) == #"{"case":"rateLimited","retryAfter":null}"#)
  }

  @Test func givenARateLimitWithoutItsWaitWhenDecodedThenTheWaitIsNil() throws {
    #expect(try decoded(#"{"case":"rateLimited"}"#) == .rateLimited(retryAfter: nil))
  }

  @Test func givenAnUnknownCaseWhenDecodedThenTheErrorNamesIt() throws {
    let error = #expect(throws: DecodingError.self) { try decoded(#"{"case":"teapot"}"#) }

    guard case .dataCorrupted(let context)? = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    #expect(context.debugDescription == #"AppError has no case named "teapot"."#)
    #expect(context.codingPath.map(\.stringValue) == ["case"])
  }

  @Test func givenAValidationWithoutItsReasonWhenDecodedThenTheReasonIsMissing() throws {
    let error = #expect(throws: DecodingError.self) { try decoded(#"{"case":"validation"}"#) }

    guard case .keyNotFound(let key, _)? = error else {
      Issue.record("expected keyNotFound, got \(String(describing: error))")
      return
    }
    #expect(key.stringValue == "reason")
  }

  @Test(arguments: ["1e19", "-1e300", "-1", "9223372036854775807", "2147483648"])
  func givenAWaitThatIsNoNumberOfSecondsFromZeroTo68YearsWhenDecodedThenTheErrorNamesIt(seconds: String) throws {
    let error = #expect(throws: DecodingError.self) {
      try decoded(#"{"case":"rateLimited","retryAfter":\#(seconds)}"#)
    }

    guard case .dataCorrupted(let context)? = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    #expect(context.debugDescription.hasSuffix("a wait is from 0 to 2147483647 seconds."))
    #expect(context.codingPath.map(\.stringValue) == ["retryAfter"])
  }

  @Test func givenAWaitOfAFractionOfAMillisecondWhenDecodedThenItIsReadToTheMillisecondAndWritesTheSameAgain() throws {
    let read = try decoded(#"{"case":"rateLimited","retryAfter":0.0015004}"#)

    #expect(read == .rateLimited(retryAfter: .milliseconds(2)))
    #expect(try decoded(try json(read)) == read)
  }

  @Test func givenTheLongestWaitWhenEncodedAndDecodedThenItComesBackEqual() throws {
    let longest = AppError.rateLimited(retryAfter: .seconds(2_147_483_647))

    #expect(try decoded(try json(longest)) == longest)
  }
}

