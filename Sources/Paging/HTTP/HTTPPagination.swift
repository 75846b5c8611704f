/// How a page request names its page on the wire: by an opaque cursor, an offset or a page
/// number, in the query or a header, with the page size beside it.
///
/// ```swift
/// HTTPPagination<String>.cursor()                      // ?cursor=c20&limit=20
/// HTTPPagination<String>.cursor(.header("X-Cursor"))   // X-Cursor: c20, ?limit=20
/// HTTPPagination<Int>.offset()                         // ?offset=40&limit=20
/// HTTPPagination<Int>.pageNumber()                     // ?page=3&per_page=20
/// ```
public struct HTTPPagination<Cursor: Sendable>: Sendable {
  private let position: HTTPParameter
  private let pageSize: HTTPParameter?
  private let encode: @Sendable (Cursor?) -> String?
  private let next: (@Sendable (_ cursor: Cursor?, _ itemCount: Int, _ pageSize: Int) -> Cursor?)?
  private let previous: (@Sendable (_ cursor: Cursor?, _ pageSize: Int) -> Cursor?)?

  /// The values a request for `request` carries, and where.
  ///
  /// - Parameter request: The page the feature asks for.
  /// - Returns: Each parameter with its value; the first page may carry no position.
  public func parameters(for request: PageRequest<Cursor>) -> [(HTTPParameter, String)] {
    var parameters: [(HTTPParameter, String)] = []
    if let value = encode(request.cursor) { parameters.append((position, value)) }
    if let pageSize { parameters.append((pageSize, String(request.pageSize))) }
    return parameters
  }
}

extension HTTPPagination where Cursor: LosslessStringConvertible {
  /// Pages named by the cursor the previous page gave; the first page is asked for
  /// without one.
  ///
  /// - Parameters:
  ///   - position: Where the cursor goes.
  ///   - pageSize: Where the page size goes; `nil` sends none.
  /// - Returns: The pagination.
  public static func cursor(
    _ position: HTTPParameter = .query("cursor"),
    pageSize: HTTPParameter? = .query("limit")
  ) -> Self {
    Self(
      position: position, pageSize: pageSize, encode: { $0.map(String.init(describing:)) }, next: nil,
      previous: nil)
  }
}

extension HTTPPagination where Cursor == Int {
  /// Pages named by how many items come before them; the cursor is that offset.
  ///
  /// The next offset is this one plus the items received; a page with fewer items than
  /// asked for is the last. The previous offset is a page size back, down to 0; the page at
  /// offset 0 is the first.
  ///
  /// - Parameters:
  ///   - position: Where the offset goes.
  ///   - pageSize: Where the page size goes.
  /// - Returns: The pagination.
  public static func offset(
    _ position: HTTPParameter = .query("offset"),
    pageSize: HTTPParameter = .query("limit")
  ) -> Self {
    Self(
      position: position, pageSize: pageSize, encode: { String($0 ?? 0) },
      next: { offset, count, size in count < size ? nil : (offset ?? 0) + count },
      previous: { offset, size in (offset ?? 0) > 0 ? max(0, offset! - size) : nil }
    )
  }

  /// Pages named by their number; the cursor is that number.
  ///
  /// The next page is this one plus one; a page with fewer items than asked for is the
  /// last. The previous page is this one minus one, down to `firstPage`.
  ///
  /// - Parameters:
  ///   - position: Where the page number goes.
  ///   - firstPage: The number of the first page: 1 for most APIs, 0 for some.
  ///   - pageSize: Where the page size goes.
  /// - Returns: The pagination.
  public static func pageNumber(
    _ position: HTTPParameter = .query("page"),
    firstPage: Int = 1,
    pageSize: HTTPParameter = .query("per_page")
  ) -> Self {
    Self(
      position: position, pageSize: pageSize, encode: { String($0 ?? firstPage) },
      next: { page, count, size in count < size ? nil : (page ?? firstPage) + 1 },
      previous: { page, _ in (page ?? firstPage) > firstPage ? page! - 1 : nil }
    )
  }

  /// A page of `items` answering `request`, with the next and previous offsets or page
  /// numbers counted, so a list opened in the middle (`refreshAround`) also loads upwards.
  ///
  /// - Parameters:
  ///   - items: The items the response held.
  ///   - request: The request it answers.
  /// - Returns: The page; its next cursor is `nil` when it held fewer items than asked for,
  ///   and its previous cursor is `nil` for the first page.
  public func page<Item>(of items: [Item], answering request: PageRequest<Int>) -> Page<Item, Int> {
    Page(
      items: items,
      nextCursor: next?(request.cursor, items.count, request.pageSize),
      previousCursor: previous?(request.cursor, request.pageSize)
    )
  }
}
