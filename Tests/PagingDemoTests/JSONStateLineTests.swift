import ErrorHandling
import Foundation
import LoadingStates
import Paging
import Testing
import Unidirectional

@testable import PagingDemo

@MainActor
struct JSONStateLineTests {
  private static let keys: Set<String> = [
    "step", "action", "state", "itemCount", "firstItem", "lastItem", "error", "banner",
    "nextPage", "ignoredReason",
  ]

  private func object(_ line: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  @Test func everyLineOfARunParsesAndTheLastIsTheSummary() async throws {
    var output: [String] = []
    let summary = await DemoScript(options: DemoOptions(json: true), clock: ImmediateClock()) {
      output.append($0)
    }.run()

    let objects = try output.map(object)

    #expect(output.allSatisfy { !$0.contains("\n") })
    #expect(objects.count == summary.steps + 2)
    #expect(objects.dropLast().allSatisfy { Set($0.keys) == Self.keys })
    let last = try #require(objects.last)
    #expect(last["summary"] as? Bool == true)
    #expect(last["allNineVisited"] as? Bool == true)
    #expect(last["ended"] as? String == "endOfList")
    #expect(last["requests"] as? Int == 11)
    #expect((last["statesVisited"] as? [String: Int])?.count == 9)
  }

  @Test func aLineWithoutItemsOrErrorsHasNulls() {
    let line = JSONStateLine(state(.idle, nextPage: .firstPage), step: .start).json

    #expect(
      line == """
        {"action":"start","banner":false,"error":null,"firstItem":null,"ignoredReason":null,\
        "itemCount":0,"lastItem":null,"nextPage":"first","state":"idle","step":0}
        """
    )
  }

  @Test func aBannerLineCarriesTheItemsTheErrorAndTheNextOffset() {
    let line = JSONStateLine(
      state(.reLoadingFailure(rows(3), .network), nextPage: .cursor(3)),
      step: step(10, "responseReceived")
    ).json

    #expect(
      line == """
        {"action":"responseReceived","banner":true,\
        "error":"We couldn't reach the server. Check your connection and try again.",\
        "firstItem":"#1 Post 1","ignoredReason":null,"itemCount":3,"lastItem":"#3 Post 3",\
        "nextPage":3,"state":"reLoadingFailure","step":10}
        """
    )
  }

  @Test func theEndOfTheListIsEnd() throws {
    let line = JSONStateLine(state(.success(rows(1)), nextPage: .endOfList), step: step(1, "x"))

    #expect(try object(line.json)["nextPage"] as? String == "end")
  }
}
