import ErrorHandling
import Foundation
import LoadingStates
import Paging
import Testing
import Unidirectional
import UnidirectionalRecording

/// A paged list's state is written with its bookkeeping and reads back as a state the
/// feature goes on from: the answer a request in flight waits for is accepted, a retry asks
/// again for what failed, and a state whose bookkeeping disagrees with its list is not read.
struct PagingStateCodableTests {
  /// A row of a chat: a message with its text.
  struct Message: Identifiable, Codable, Hashable, Sendable {
    let id: Int
    var text: String
  }

  typealias Chat = PagingFeature<Message, String>

  /// The feature; its effects are never run, so `fetch` is never called.
  let chat = Chat(pageSize: 2) { _ in throw CancellationError() }

  func messages(_ ids: ClosedRange<Int>) -> IdentifiedArray<Message> {
    IdentifiedArray(uniqueElements: ids.map { Message(id: $0, text: "m\($0)") })
  }

  func page(_ ids: ClosedRange<Int>, next: String?, previous: String? = nil) -> Page<Message, String> {
    Page(items: Array(messages(ids)), nextCursor: next, previousCursor: previous)
  }

  /// The state the feature reaches from `start` through `actions`, its effects not run.
  func state(after actions: [Chat.Action], from start: Chat.State = Chat.State()) -> Chat.State {
    var state = start
    for action in actions { _ = chat.reduce(into: &state, action: action) }
    return state
  }

  /// `state` written as JSON and read back.
  func readBack(_ state: Chat.State) throws -> Chat.State {
    try JSONDecoder().decode(Chat.State.self, from: JSONEncoder().encode(state))
  }

  /// Expects `read` to show what `state` shows and to keep the same bookkeeping, which
  /// `==` leaves out.
  func expectSame(_ read: Chat.State, as state: Chat.State, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(read == state, sourceLocation: sourceLocation)
    #expect(read.pages == state.pages, sourceLocation: sourceLocation)
    #expect(read.requests == state.requests, sourceLocation: sourceLocation)
    #expect(read.previousRequests == state.previousRequests, sourceLocation: sourceLocation)
    #expect(read.jumpCursor == state.jumpCursor, sourceLocation: sourceLocation)
  }

  /// The error decoding `json` throws, with its description.
  func decodingFailure(_ json: String) throws -> String? {
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Chat.State.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else { return nil }
    return context.debugDescription
  }

  /// The first page shown, the second on its way with request 1.
  var pagingDown: Chat.State {
    state(after: [.appear, .responseReceived(requestID: 0, result: .success(page(1...2, next: "c2"))), .reachBottom])
  }

  @Test func givenAnIdleStateWhenReadBackThenItsFirstAppearanceLoadsTheFirstPage() throws {
    var read = try readBack(Chat.State())
    expectSame(read, as: Chat.State())

    _ = chat.reduce(into: &read, action: .appear)

    #expect(read.list == .initialLoading)
    #expect(read.requests.inFlight == InFlightRequest(id: 0, request: PageRequest(cursor: nil, pageSize: 2)))
  }

  @Test func givenTheFirstPageInFlightWhenReadBackThenItsAnswerFillsTheList() throws {
    let loading = state(after: [.appear])
    var read = try readBack(loading)
    expectSame(read, as: loading)

    _ = chat.reduce(into: &read, action: .responseReceived(requestID: 0, result: .success(page(1...2, next: "c2"))))

    #expect(read.list == .success(messages(1...2)))
    #expect(read.nextPage == .cursor("c2"))
    #expect(!read.requests.isWaiting)
  }

  @Test func givenRowsWithTheNextPageInFlightWhenReadBackThenItsAnswerIsAppended() throws {
    var read = try readBack(pagingDown)
    expectSame(read, as: pagingDown)
    #expect(read.requests.inFlight?.id == 1)

    _ = chat.reduce(into: &read, action: .responseReceived(requestID: 1, result: .success(page(3...4, next: nil))))

    #expect(read.list == .success(messages(1...4)))
    #expect(read.pages == [PageSpan(cursor: nil, count: 2, nextCursor: "c2"), PageSpan(cursor: "c2", count: 2, nextCursor: nil)])
    #expect(read.nextPage == .end)
  }

  @Test func givenAFailedPageWhenReadBackThenARetryAsksForTheSameCursorWithTheNextID() throws {
    let failed = state(after: [.responseReceived(requestID: 1, result: .failure(.network))], from: pagingDown)
    var read = try readBack(failed)
    expectSame(read, as: failed)
    #expect(read.list == .pagingFailure(messages(1...2), .network))

    _ = chat.reduce(into: &read, action: .retry)
    _ = chat.reduce(into: &read, action: .responseReceived(requestID: 2, result: .success(page(3...4, next: nil))))

    #expect(read.list == .success(messages(1...4)))
  }

  @Test func givenAFailedJumpWhenReadBackThenARetryJumpsToTheSameCursor() throws {
    let failed = state(
      after: [
        .responseReceived(requestID: 1, result: .success(page(3...4, next: "c4"))),
        .refreshAround(3),
        .responseReceived(requestID: 2, result: .failure(.notFound)),
      ],
      from: pagingDown)
    var read = try readBack(failed)
    expectSame(read, as: failed)
    #expect(read.jumpCursor == "c2")

    _ = chat.reduce(into: &read, action: .retry)

    #expect(read.requests.inFlight == InFlightRequest(id: 3, request: PageRequest(cursor: "c2", pageSize: 2, kind: .refresh)))
  }

  @Test func givenBothDirectionsInFlightWhenReadBackThenEachAnswerGoesToItsEnd() throws {
    let twoWays = state(after: [
      .appear, .responseReceived(requestID: 0, result: .success(page(5...6, next: "c6", previous: "p5"))),
      .reachTop, .reachBottom,
    ])
    var read = try readBack(twoWays)
    expectSame(read, as: twoWays)
    #expect(read.top == .loading(.cursor("p5")))

    _ = chat.reduce(into: &read, action: .previousPageReceived(requestID: 0, result: .success(page(3...4, next: "c4"))))
    _ = chat.reduce(into: &read, action: .responseReceived(requestID: 1, result: .success(page(7...8, next: nil))))

    #expect(read.list == .success(messages(3...8)))
    #expect(read.top == .end)
    #expect(!read.requests.isWaiting && !read.previousRequests.isWaiting)
  }

  @Test func givenAWindowThatDroppedTheFirstPageWhenReadBackThenItsTopLoadsTheFirstPageAgain() throws {
    let window = Chat(pageSize: 2, maxPages: 1) { _ in throw CancellationError() }
    var scrolled = Chat.State()
    for action: Chat.Action in [
      .appear, .responseReceived(requestID: 0, result: .success(page(1...2, next: "c2"))), .reachBottom,
      .responseReceived(requestID: 1, result: .success(page(3...4, next: nil))),
    ] {
      _ = window.reduce(into: &scrolled, action: action)
    }
    var read = try readBack(scrolled)
    expectSame(read, as: scrolled)
    #expect(String(decoding: try JSONEncoder().encode(read.top), as: UTF8.self) == #"{"available":{"page":null}}"#)

    _ = window.reduce(into: &read, action: .reachTop)

    #expect(read.previousRequests.inFlight?.request == PageRequest(cursor: nil, pageSize: 2, kind: .prepend))
  }

  @Test func givenAStateThatStartsARecordingWhenItsLinesAreReadBackThenTheRecordedAnswerIsAccepted() throws {
    var recording = Recording<Chat.State, Chat.Action>(startState: pagingDown)
    let answer = Chat.Action.responseReceived(requestID: 1, result: .success(page(3...4, next: nil)))
    recording.record(answer, origin: .effect, stateBefore: pagingDown)

    let read = try Recording<Chat.State, Chat.Action>(jsonLines: recording.jsonLines())
    var state = read.startState
    _ = chat.reduce(into: &state, action: try #require(read.entries.first).action)

    #expect(state.list == .success(messages(1...4)))
  }

  @Test func givenAPageInFlightWhenEncodedThenTheRowsPagesAndRequestsAreNamed() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys

    let json = String(decoding: try encoder.encode(pagingDown), as: UTF8.self)

    #expect(
      json
        == #"{"changes":{"inserted":[],"moved":[],"removed":[],"revision":0,"updated":[]},"#
        + #""list":{"paging":{"value":[{"id":1,"text":"m1"},{"id":2,"text":"m2"}]}},"#
        + #""nextPage":{"cursor":{"cursor":"c2"}},"pages":[{"count":2,"nextCursor":"c2"}],"#
        + #""pendingEdits":[],"previousRequests":{"nextID":0},"#
        + #""requests":{"inFlight":{"id":1,"request":{"cursor":"c2","kind":"append","pageSize":2}},"nextID":2},"#
        + #""top":{"end":{}}}"#
    )
  }

  @Test func givenAListPagingWithNoRequestOutWhenDecodedThenTheErrorNamesTheDisagreement() throws {
    let json = """
      {"list":{"paging":{"value":[{"id":1,"text":"m1"}]}},"pages":[{"count":1,"nextCursor":"c1"}],
       "nextPage":{"cursor":{"cursor":"c1"}},"top":{"end":{}},"pendingEdits":[],
       "changes":{"revision":0,"inserted":[],"removed":[],"moved":[],"updated":[]},
       "requests":{"nextID":1},"previousRequests":{"nextID":0}}
      """

    #expect(
      try decodingFailure(json)
        == "The paging state's bookkeeping disagrees with its list: the list is paging with no request out.")
  }

  @Test func givenPagesThatDoNotAddUpToTheRowsWhenDecodedThenTheErrorCountsBoth() throws {
    let json = """
      {"list":{"success":{"value":[{"id":1,"text":"m1"}]}},"pages":[{"count":3}],
       "nextPage":{"endOfList":{}},"top":{"end":{}},"pendingEdits":[],
       "changes":{"revision":0,"inserted":[],"removed":[],"moved":[],"updated":[]},
       "requests":{"nextID":1},"previousRequests":{"nextID":0}}
      """

    #expect(
      try decodingFailure(json)
        == "The paging state's bookkeeping disagrees with its list: page 0 holds 3 rows, but the list shows 1.")
  }

  @Test func givenPageCountsThatAddPastIntMaxWhenDecodedThenTheErrorNamesTheFirstPageTooLarge() throws {
    let json = """
      {"list":{"success":{"value":[{"id":1,"text":"m1"}]}},"pages":[{"count":1},{"count":9223372036854775807}],
       "nextPage":{"endOfList":{}},"top":{"end":{}},"pendingEdits":[],
       "changes":{"revision":0,"inserted":[],"removed":[],"moved":[],"updated":[]},
       "requests":{"nextID":1},"previousRequests":{"nextID":0}}
      """

    #expect(
      try decodingFailure(json)
        == "The paging state's bookkeeping disagrees with its list: page 1 holds 9223372036854775807 rows, but the list shows 1.")
  }

  @Test func givenANextRequestIDPastTwoToThe53WhenDecodedThenTheErrorNamesTheCounterAndItsRange() throws {
    let json = """
      {"list":{"success":{"value":[]}},"pages":[],"nextPage":{"endOfList":{}},"top":{"end":{}},"pendingEdits":[],
       "changes":{"revision":0,"inserted":[],"removed":[],"moved":[],"updated":[]},
       "requests":{"nextID":9223372036854775807},"previousRequests":{"nextID":0}}
      """

    #expect(try decodingFailure(json)?.contains("nextID is 9223372036854775807; a counter is read from 0 to 9007199254740992") == true)
  }

  @Test func givenARequestInFlightWithAnIDNotBelowTheNextWhenDecodedThenTheErrorSaysIDsGoInOrder() throws {
    let json = """
      {"list":{"initialLoading":{}},"pages":[],"nextPage":{"firstPage":{}},"top":{"end":{}},
       "pendingEdits":[],"changes":{"revision":0,"inserted":[],"removed":[],"moved":[],"updated":[]},
       "requests":{"inFlight":{"id":1,"request":{"pageSize":2,"kind":"refresh"}},"nextID":1},
       "previousRequests":{"nextID":0}}
      """

    #expect(
      try decodingFailure(json)
        == "The request in flight has id 1, but the next id is 1; ids are handed out in order, so the next one must be greater."
    )
  }
}
