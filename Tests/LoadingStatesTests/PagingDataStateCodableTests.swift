import Foundation
import LoadingStates
import Testing

/// A paged list's loading state is written as its case with its payloads named, as a
/// `DataState` is, so a paged screen's state can be recorded and read back.
struct PagingDataStateCodableTests {
  func json(_ state: Paged) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(state), as: UTF8.self)
  }

  @Test(arguments: Paged.everyCase)
  func givenAnyStateWhenEncodedAndDecodedThenItComesBackEqual(state: Paged) throws {
    #expect(try JSONDecoder().decode(Paged.self, from: Data(json(state).utf8)) == state)
  }

  @Test func givenThePagingCasesWhenEncodedThenTheRowsAndTheErrorAreNamed() throws {
    #expect(try json(.paging(["a"])) == #"{"paging":{"value":["a"]}}"#)
    #expect(
      try json(.pagingFailure(["a"], TestFailure("x")))
        == #"{"pagingFailure":{"error":{"reason":"x"},"value":["a"]}}"#)
  }
}
