import Foundation
import Paging
import Testing

/// `PageLink` took over from `NextPage` as the type of `PagingState.nextPage`; a state saved
/// or recorded before must read the same, and one written now must read in a library from
/// before.
struct PageLinkCodableTests {
  static let spellings: [(link: PageLink<String>, json: String)] = [
    (.firstPage, #"{"firstPage":{}}"#),
    (.cursor("c2"), #"{"cursor":{"cursor":"c2"}}"#),
    (.end, #"{"endOfList":{}}"#),
  ]

  @Test(arguments: spellings)
  func givenALinkWhenEncodedThenItIsWrittenAsNextPageWas(link: PageLink<String>, json: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys

    #expect(String(decoding: try encoder.encode(link), as: UTF8.self) == json)
  }

  @Test(arguments: spellings)
  func givenWhatNextPageWroteWhenDecodedThenItIsTheSameLink(link: PageLink<String>, json: String) throws {
    #expect(try JSONDecoder().decode(PageLink<String>.self, from: Data(json.utf8)) == link)
  }

  @Test func givenAnUnknownCaseWhenDecodedThenItIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PageLink<String>.self, from: Data(#"{"end":{}}"#.utf8))
    }
  }
}
