import Foundation
import LoadingStates
import Testing

/// A loading state is written as its case with its payloads named, so a state that holds
/// one can be recorded and read back.
struct DataStateCodableTests {
  func json(_ state: Loaded) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(state), as: UTF8.self)
  }

  @Test(arguments: Loaded.everyCase)
  func givenAnyStateWhenEncodedAndDecodedThenItComesBackEqual(state: Loaded) throws {
    #expect(try JSONDecoder().decode(Loaded.self, from: Data(json(state).utf8)) == state)
  }

  @Test func givenEachShapeWhenEncodedThenTheValueAndTheErrorAreNamed() throws {
    #expect(try json(.idle) == #"{"idle":{}}"#)
    #expect(try json(.success(["a"])) == #"{"success":{"value":["a"]}}"#)
    #expect(try json(.retryLoading(TestFailure("x"))) == #"{"retryLoading":{"error":{"reason":"x"}}}"#)
    #expect(
      try json(.reLoadingFailure(["a"], TestFailure("x")))
        == #"{"reLoadingFailure":{"error":{"reason":"x"},"value":["a"]}}"#)
  }
}
