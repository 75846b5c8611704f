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
    "nextPage", "previousPage", "previousOffset", "topError", "reachedStart", "reachedEnd", "empty",
    "liked", "pendingEdits", "ignoredReason",
  ]

  private func object(_ line: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  @Test func everyLineOfARunParsesAndTheLastIsTheSummary() async throws {
    var output: [String] = []
    let summary = try await DemoScript(options: DemoOptions(json: true), clock: ImmediateClock()) {
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
    #expect(last["requests"] as? Int == 12)
    #expect((last["statesVisited"] as? [String: Int])?.count == 9)
  }

  @Test func aLineWithoutItemsOrErrorsHasNulls() {
    let line = JSONStateLine(state(.idle, nextPage: .firstPage), step: .start).json

    #expect(
      line == """
        {"action":"start","banner":false,"empty":false,"error":null,"firstItem":null,\
        "ignoredReason":null,"itemCount":0,"lastItem":null,"liked":[],"nextPage":"first",\
        "pendingEdits":0,"previousOffset":null,"previousPage":"start","reachedEnd":false,\
        "reachedStart":false,"state":"idle","step":0,"topError":null}
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
        {"action":"responseReceived","banner":true,"empty":false,\
        "error":"We couldn't reach the server. Check your connection and try again.",\
        "firstItem":"#1 Post 1","ignoredReason":null,"itemCount":3,"lastItem":"#3 Post 3",\
        "liked":[],"nextPage":3,"pendingEdits":0,"previousOffset":null,"previousPage":"start",\
        "reachedEnd":false,"reachedStart":true,"state":"reLoadingFailure","step":10,"topError":null}
        """
    )
  }

  @Test func theEndOfTheListIsEnd() throws {
    let line = JSONStateLine(state(.success(rows(1)), nextPage: .end), step: step(1, "x"))

    #expect(try object(line.json)["nextPage"] as? String == "end")
    #expect(try object(line.json)["reachedEnd"] as? Bool == true)
  }

  @Test func givenTheTopFailedBelowALikedPostWithAnEditPendingThenTheLineSaysSo() throws {
    var shown = state(.success(rows(3)))
    shown.list = .success(FeedRows(uniqueElements: [FeedItem(id: 1, title: "Post 1", liked: true)] + posts(3).dropFirst()))
    shown.top = .failed(.cursor(10), .network)
    shown.pendingEdits = [.update(FeedItem(id: 1, title: "Post 1", liked: true))]

    let object = try object(JSONStateLine(shown, step: step(17, "previousPageReceived")).json)

    #expect(object["previousPage"] as? String == "failed")
    #expect(object["previousOffset"] as? Int == 10)
    #expect(object["topError"] as? String == "We couldn't reach the server. Check your connection and try again.")
    #expect(object["reachedStart"] as? Bool == false)
    #expect(object["firstItem"] as? String == "#1 ♥ Post 1")
    #expect(object["liked"] as? [Int] == [1])
    #expect(object["pendingEdits"] as? Int == 1)
  }

  @Test(arguments: [
    (PageEdge<Int>.end, "start"), (.available(.cursor(0)), "available"), (.loading(.cursor(0)), "loading"),
  ])
  func givenEachTopThenPreviousPageNamesIt(top: PageEdge<Int>, name: String) throws {
    var shown = state(.success(rows(2)))
    shown.top = top

    #expect(try object(JSONStateLine(shown, step: step(1, "x")).json)["previousPage"] as? String == name)
  }

  @Test func givenNoPostsAtAllThenTheLineIsEmpty() throws {
    let line = JSONStateLine(state(.success(rows(0)), nextPage: .end), step: step(1, "x"))

    #expect(try object(line.json)["empty"] as? Bool == true)
    #expect(try object(line.json)["reachedEnd"] as? Bool == false)
  }
}
