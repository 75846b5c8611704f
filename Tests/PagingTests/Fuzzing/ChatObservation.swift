import LoadingStates
import Paging

/// What a chat that loads both ways shows, in the terms the two-way walk compares the
/// feature with ``ChatReferenceModel``.
struct ChatObservation: Equatable, CustomStringConvertible {
  var rows: [String]
  var showsRows: Bool
  var loadsBelow: Bool
  var nextCursor: Int?
  var top: String
  var waitsBelow: String?
  var waitsAbove: String?
  var pending: [Int]
  var revision: Int
  /// The window's pages, as `cursor:count`.
  var pages: [String]
  /// Where the latest reload jumped to.
  var jump: Int?

  init(_ state: Chat.State) {
    rows = state.items.map(Self.row)
    showsRows = state.list.value != nil
    loadsBelow = state.list.isLoading || state.list.isPaging
    nextCursor = if case .cursor(let cursor) = state.nextPage { cursor } else { nil }
    top =
      switch state.top {
      case .end: "start"
      case .available(let page): "available(\(Self.name(page.requestCursor)))"
      case .loading(let page): "loading(\(Self.name(page.requestCursor)))"
      case .failed(let page, _): "failed(\(Self.name(page.requestCursor)))"
      }
    waitsBelow = state.requests.inFlight.map { "#\($0.id) at \(Self.name($0.request.cursor))" }
    waitsAbove = state.previousRequests.inFlight.map { "#\($0.id) at \(Self.name($0.request.cursor))" }
    pending = state.pendingEdits.map(\.id)
    revision = state.changes.revision
    pages = state.pages.map { "\(Self.name($0.cursor)):\($0.count)" }
    jump = state.jumpCursor
  }

  init(_ model: ChatReferenceModel) {
    rows = model.rows.map(Self.row)
    showsRows = model.main.hasRows
    loadsBelow = model.bottomRequest != nil
    nextCursor = model.main.hasRows ? model.nextCursor : nil
    top =
      switch model.top {
      case .start: "start"
      case .available(let cursor): "available(\(Self.name(cursor)))"
      case .loading(let cursor): "loading(\(Self.name(cursor)))"
      case .failed(let cursor): "failed(\(Self.name(cursor)))"
      }
    waitsBelow = model.bottomRequest.map { "#\($0.id) at \(Self.name($0.cursor))" }
    waitsAbove = model.topRequest.map { "#\($0.id) at \(Self.name($0.cursor))" }
    pending = model.pending.map(\.id)
    revision = model.revision
    pages = model.pages.map { "\(Self.name($0.cursor)):\($0.count)" }
    jump = model.jumpCursor
  }

  var description: String {
    [
      "rows \(rows)\(showsRows ? "" : " (none shown)")",
      loadsBelow ? "loading below" : "settled below",
      "next \(nextCursor.map(String.init) ?? "none")",
      "top \(top)",
      "waits below \(waitsBelow ?? "nothing"), above \(waitsAbove ?? "nothing")",
      "pending \(pending)",
      "revision \(revision)",
      "pages \(pages)",
      "jump \(jump.map(String.init) ?? "none")",
    ].joined(separator: " · ")
  }

  private static func row(_ message: ChatMessage) -> String {
    message.isEdited ? "\(message.id)*" : "\(message.id)"
  }

  private static func name(_ cursor: Int?) -> String {
    cursor.map(String.init) ?? "first page"
  }
}
