import ErrorHandling
import Foundation
import Paging
import Testing

/// Every action of a paged list is written in Swift's synthesized shape, its answers as a
/// success with the page or a failure with the error, and reads back equal: what a
/// recording of a paged screen holds.
struct PagingActionCodableTests {
  /// A row of a chat: a message with its text.
  struct Message: Identifiable, Codable, Hashable, Sendable {
    let id: Int
    var text: String
  }

  typealias Action = PagingAction<Message, String>

  static let page = Page(
    items: [Message(id: 1, text: "Hi"), Message(id: 2, text: "Ada \"L\"")],
    nextCursor: "after-2",
    previousCursor: "before-1"
  )

  /// One action of every case, answers both ways.
  static let everyCase: [Action] = [
    .appear,
    .disappear,
    .refresh,
    .refreshAround(7),
    .reachBottom,
    .reachTop,
    .retry,
    .retryTop,
    .itemAppeared(2),
    .edit(.update(Message(id: 2, text: "Liked")), pending: true),
    .edit(.remove(8)),
    .edit(.insert(Message(id: 9, text: "Draft"), at: 0)),
    .editSettled(2),
    .responseReceived(requestID: 3, result: .success(page)),
    .responseReceived(requestID: 4, result: .failure(.rateLimited(retryAfter: .seconds(2)))),
    .pagesReloaded(requestID: 5, result: .success([page, Page(items: [], nextCursor: nil)])),
    .pagesReloaded(requestID: 6, result: .failure(.network)),
    .previousPageReceived(requestID: 7, result: .success(page)),
    .previousPageReceived(requestID: 8, result: .failure(.validation(reason: "Too far back."))),
  ]

  func json(_ action: Action) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(action), as: UTF8.self)
  }

  @Test func theFixtureHoldsEveryCase() {
    #expect(Set(Self.everyCase.map(\.name)).count == 14)
  }

  @Test(arguments: PagingActionCodableTests.everyCase)
  func givenAnyActionWhenEncodedAndDecodedThenItComesBackEqual(action: Action) throws {
    let read = try JSONDecoder().decode(Action.self, from: Data(json(action).utf8))

    #expect(read == action)
  }

  @Test func givenAPageWithItemsWhenItsAnswerIsEncodedThenTheItemsAndCursorsAreUnderSuccess() throws {
    #expect(
      try json(.responseReceived(requestID: 3, result: .success(Self.page)))
        == #"{"responseReceived":{"requestID":3,"result":{"success":{"items":[{"id":1,"text":"Hi"},"#
        + #"{"id":2,"text":"Ada \"L\""}],"nextCursor":"after-2","previousCursor":"before-1"}}}}"#
    )
  }

  @Test func givenAFailedAnswerWhenEncodedThenTheErrorIsUnderFailureByItsCase() throws {
    #expect(
      try json(.pagesReloaded(requestID: 6, result: .failure(.network)))
        == #"{"pagesReloaded":{"requestID":6,"result":{"failure":{"case":"network"}}}}"#
    )
  }

  @Test func givenTheUsersActionsWhenEncodedThenTheirPayloadsAreNamed() throws {
    #expect(try json(.reachBottom) == #"{"reachBottom":{}}"#)
    #expect(try json(.refreshAround(7)) == #"{"refreshAround":{"id":7}}"#)
    #expect(try json(.edit(.remove(8), pending: true)) == #"{"edit":{"edit":{"remove":{"id":8}},"pending":true}}"#)
    #expect(
      try json(.edit(.insert(Message(id: 9, text: "Draft"), at: 0)))
        == #"{"edit":{"edit":{"insert":{"at":0,"item":{"id":9,"text":"Draft"}}},"pending":false}}"#
    )
  }

  @Test func givenAnActionThisVersionDoesNotHaveWhenDecodedThenItIsADecodingError() throws {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Action.self, from: Data(#"{"scrollSideways":{}}"#.utf8))
    }
  }
}
