/// The walk's server: messages 1…10 in pages of two at offsets 0, 2, …, 8; its first page
/// (no cursor) opens at offset 4, in the middle.
enum ChatWalkServer {
  static let messageCount = 10
  static let firstPageOffset = 4

  /// The offset of the page that holds message `id`, where a jump to it loads.
  static func cursor(around id: Int) -> Int {
    (id - 1) / 2 * 2
  }

  /// The pages a refresh of every loaded page brings for `reply`: from `cursor`, page after
  /// page until they hold `rows` messages, the feed ends, or, as the feature limits it, one
  /// page more than `rows` fill or the window's `maxPages` came.
  static func pages(from cursor: Int?, rows: Int, maxPages: Int?, _ reply: ChatWalkStep.Reply) -> [Page] {
    let limit = min(rows / 2 + 1, maxPages ?? .max)
    var pages: [Page] = []
    var cursor = cursor
    var brought = 0
    repeat {
      let page = page(at: cursor, reply, end: .bottom)
      pages.append(page)
      brought += page.ids.count
      guard let next = page.nextCursor else { break }
      cursor = next
    } while brought < rows && pages.count < limit
    return pages
  }

  /// The page at `cursor`, as the server sends it for `reply`.
  static func page(at cursor: Int?, _ reply: ChatWalkStep.Reply, end: ChatWalkStep.End) -> Page {
    let offset = cursor ?? firstPageOffset
    var ids = [offset + 1, offset + 2]
    if reply == .pageWithDuplicate {
      // The message just past the page, on the side the list already shows.
      ids = end == .bottom ? [offset] + ids : ids + [offset + 3]
    }
    return Page(
      ids: ids.filter { (1...messageCount).contains($0) },
      nextCursor: offset + 2 < messageCount ? offset + 2 : nil,
      previousCursor: offset > 0 ? offset - 2 : nil)
  }

  struct Page: Equatable {
    let ids: [Int]
    let nextCursor: Int?
    let previousCursor: Int?
  }
}
