@testable import Paging
import TestSupport
import Testing
import Unidirectional
import UnidirectionalTesting

/// A copy of the paging feature with one bug planted: reaching the top while the page
/// before is loading asks for it again, beside the request already out.
struct LoadsThePageBeforeTwice: Reducer {
  let chat: Chat

  func reduce(into state: inout Chat.State, action: Chat.Action) -> Effect<Chat.Action> {
    guard case .reachTop = action, case .loading(let page) = state.top else {
      return chat.reduce(into: &state, action: action)
    }
    let request = PageRequest(cursor: page.requestCursor, pageSize: chat.configuration.pageSize, kind: .prepend)
    state.previousRequests.start(request)
    return .run { [fetch = chat.fetch] _ in _ = try await fetch(request) }
  }
}

/// A copy of the paging feature with one bug planted: when a page at the bottom pushes the
/// top page out of the window, the request for the page above goes on, and the state keeps
/// waiting for it.
struct KeepsTheTopRequestPastTheWindow: Reducer {
  let chat: Chat

  func reduce(into state: inout Chat.State, action: Chat.Action) -> Effect<Chat.Action> {
    let before = state
    let effect = chat.reduce(into: &state, action: action)
    guard case .responseReceived = action, before.previousRequests.isWaiting,
      !state.previousRequests.isWaiting
    else { return effect }
    state.previousRequests = before.previousRequests
    state.top = before.top
    return .none
  }
}

@Suite("The two-way explorer finds a planted bug")
struct ChatPlantedBugTests {
  @Test("Given reaching the top allowed while the page before loads, the explorer reports two top requests after the shortest trace")
  func aSecondRequestForThePageBeforeIsCaught() async throws {
    let buggy = LoadsThePageBeforeTwice(chat: exploredChat(.firstPage))
    let report = await onAThreadOfItsOwn {
      ChatExplorer.chat(buggy, refreshMode: .firstPage, explainedBy: exploredChat(.firstPage)).explore(maxDepth: 8)
    }

    let violation = try #require(report.violation)
    #expect(violation.invariant == "never two requests in one direction")
    #expect(violation.trace.count == 4)
    #expect(violation.trace.map(\.action) == [
      .appear, .responseReceived(requestID: 0, result: .success(chatServerPage(at: nil))), .reachTop, .reachTop,
    ])
  }

  @Test("Given a window that drops the top without cancelling the request above, the explorer reports it after the shortest trace")
  func aTopRequestKeptPastTheWindowIsCaught() async throws {
    let buggy = KeepsTheTopRequestPastTheWindow(chat: exploredChat(.firstPage))
    let report = await onAThreadOfItsOwn {
      ChatExplorer.chat(buggy, refreshMode: .firstPage, explainedBy: exploredChat(.firstPage)).explore(maxDepth: 8)
    }

    let violation = try #require(report.violation)
    #expect(violation.invariant == "the window's pages follow each other, between the pages beyond its ends")
    #expect(violation.trace.count == 7)
    #expect(violation.trace.map(\.action) == [
      .appear, .responseReceived(requestID: 0, result: .success(chatServerPage(at: nil))), .reachBottom, .reachTop,
      .responseReceived(requestID: 1, result: .success(chatServerPage(at: 4))), .reachBottom,
      .responseReceived(requestID: 2, result: .success(chatServerPage(at: 6))),
    ])
    #expect(violation.story.hasSuffix("""
      Running now: [.init(answer: .previousPage, inFlight: .init(id: 0, request: .init(cursor: 0, pageSize: 2, kind: .prepend)))]
      """))
  }
}
