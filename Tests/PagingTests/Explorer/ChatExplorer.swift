import ErrorHandling
import LoadingStates
import Paging
import Unidirectional
import UnidirectionalTesting

/// A message of the chat the two-way exploration scrolls; an edit marks it.
struct ChatMessage: Identifiable, Hashable, Sendable {
  let id: Int
  var isEdited = false
}

typealias Chat = PagingFeature<ChatMessage, Int>
typealias ChatExplorer = StateSpaceExplorer<TrackedChat, Chat.Action, ChatFlight>

/// The chat the explorer's server holds: messages 1…8 in pages of two at offsets 0, 2, 4
/// and 6. The first page (no cursor) opens it near the middle, at offset 2, with a page
/// before and two after, so that a window of two pages drops pages at either end.
func chatServerPage(at cursor: Int?) -> Page<ChatMessage, Int> {
  let offset = cursor ?? chatFirstPageOffset
  return Page(
    items: [ChatMessage(id: offset + 1), ChatMessage(id: offset + 2)],
    nextCursor: offset < 6 ? offset + 2 : nil,
    previousCursor: offset > 0 ? offset - 2 : nil)
}

/// Where the chat's first page (no cursor) starts.
let chatFirstPageOffset = 2

/// The pages a refresh of every loaded page brings from `cursor` for `rows` rows on
/// screen: pages in order until they hold `rows` rows, the end is reached, or one page
/// more than `rows` fills has come. The effect also stops at the window; the oracle does
/// not, so that the reducer's own trimming of a refresh past the window is explored too.
func chatServerPages(from cursor: Int?, rows: Int) -> [Page<ChatMessage, Int>] {
  var pages = [chatServerPage(at: cursor)]
  var brought = pages[0].items.count
  while let next = pages.last?.nextCursor, brought < rows, pages.count < rows / 2 + 1 {
    pages.append(chatServerPage(at: next))
    brought += pages.last!.items.count
  }
  return pages
}

/// The message the explorer inserts at the top: one the server never sends.
let draftMessage = ChatMessage(id: 9)

/// The chat as the exploration runs it, loading both ways through a window of two pages
/// and recording its changes; `fetch` is never called, the oracle answers.
func exploredChat(_ refreshMode: RefreshMode) -> Chat {
  Chat(
    pageSize: 2, prefetchDistance: 1, refreshMode: refreshMode, maxPages: 2, recordsChanges: true,
    cursorAround: { min(max((($0.id - 1) / 2) * 2, 0), 6) }
  ) { _ in throw CancellationError() }
}

/// What a user can do on the chat: every action, with the first and the last row
/// appearing, each edit of the first row both pending and not, and the settling of each
/// pending edit.
func chatUserActions(on state: TrackedChat) -> [Chat.Action] {
  let chat = state.chat
  var actions: [Chat.Action] = [
    .appear, .disappear, .refresh, .reachBottom, .reachTop, .retry, .retryTop,
  ]
  if let first = chat.items.first, let last = chat.items.last {
    actions += [.itemAppeared(first.id), .itemAppeared(last.id), .refreshAround(first.id)]
    let edits: [ItemEdit<ChatMessage>] = [
      .update(ChatMessage(id: first.id, isEdited: !first.isEdited)), .remove(first.id),
      .insert(draftMessage, at: 0),
    ]
    for edit in edits { actions += [.edit(edit, pending: false), .edit(edit, pending: true)] }
  }
  actions += chat.pendingEdits.map { .editSettled($0.id) }
  return actions
}

/// What the server can answer a task with, by the action that answers it: its page (or
/// pages), a network failure, a cancellation the client reports, and a page that names its
/// own cursor as the page beyond.
func chatServerAnswers(to flight: ExplorerFlight<ChatFlight>, in _: TrackedChat) -> [Chat.Action] {
  let id = flight.request.inFlight.id
  let cursor = flight.request.inFlight.request.cursor
  let failures: [AppError] = [.network, .cancelled]
  switch flight.request.answer {
  case .pages(let rows):
    return [.pagesReloaded(requestID: id, result: .success(chatServerPages(from: cursor, rows: rows)))]
      + failures.map { .pagesReloaded(requestID: id, result: .failure($0)) }
  case .page:
    var results = [Result<Page<ChatMessage, Int>, AppError>.success(chatServerPage(at: cursor))]
    if let cursor, flight.request.inFlight.request.kind == .append {
      results.append(.success(Page(items: chatServerPage(at: cursor).items, nextCursor: cursor)))
    }
    return (results + failures.map { .failure($0) }).map { .responseReceived(requestID: id, result: $0) }
  case .previousPage:
    var results = [Result<Page<ChatMessage, Int>, AppError>.success(chatServerPage(at: cursor))]
    if let cursor {
      results.append(
        .success(Page(items: chatServerPage(at: cursor).items, nextCursor: nil, previousCursor: cursor)))
    }
    return (results + failures.map { .failure($0) }).map { .previousPageReceived(requestID: id, result: $0) }
  }
}
