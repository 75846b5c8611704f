import ErrorHandling
import Foundation
import LoadingStates
import Paging

/// One state of a run as a single line of JSON, for `--json`.
///
/// Keys are sorted and every key is always present (`null` when there is nothing to say),
/// so a line is easy to read with `jq` or any JSON parser:
///
/// ```text
/// {"action":"reachTop","banner":false,"empty":false,"error":null,
///  "firstItem":"#21 ♥ Debugging actors","ignoredReason":null,"itemCount":9,
///  "lastItem":"#29 Lessons from Sendable","liked":[21],"nextPage":30,"pendingEdits":0,
///  "previousOffset":10,"previousPage":"loading","reachedEnd":false,"reachedStart":false,
///  "state":"success","step":16,"topError":null}
/// ```
///
/// `nextPage` is the offset of the next page, `"first"` before anything loaded, or `"end"`
/// after the last page. `previousPage` is what lies above the first row: `"start"`,
/// `"available"`, `"loading"` or `"failed"` (with `topError`), the page above starting at
/// `previousOffset`. `reachedStart`, `reachedEnd` and `empty` are the feature's
/// `hasReachedStart`, `hasReachedEnd` and `isEmpty`; `liked` lists the liked posts' numbers
/// and `pendingEdits` counts the edits the server has not confirmed.
struct JSONStateLine: Encodable, Hashable, Sendable {
  /// Where the next page starts.
  enum NextPageValue: Encodable, Hashable, Sendable {
    /// Nothing loaded yet: the next request is the first page.
    case first
    /// The next page starts at this offset.
    case offset(Int)
    /// The last page is loaded.
    case end

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .first: try container.encode("first")
      case .offset(let offset): try container.encode(offset)
      case .end: try container.encode("end")
      }
    }
  }

  let step: Int
  let action: String
  let state: String
  let itemCount: Int
  let firstItem: String?
  let lastItem: String?
  let error: String?
  let banner: Bool
  let nextPage: NextPageValue
  let previousPage: String
  let previousOffset: Int?
  let topError: String?
  let reachedStart: Bool
  let reachedEnd: Bool
  let empty: Bool
  let liked: [Int]
  let pendingEdits: Int
  let ignoredReason: String?

  /// Describes `state` after `step`.
  ///
  /// - Parameters:
  ///   - state: The paging feature's state.
  ///   - step: The step that led to it.
  init(_ state: FeedFeature.State, step: DemoStep) {
    self.step = step.number
    action = step.action
    self.state = state.list.phase.rawValue
    itemCount = state.items.count
    firstItem = state.items.first?.headline
    lastItem = state.items.last?.headline
    error = state.list.error?.userMessage(in: .english)
    banner = state.list.phase == .reLoadingFailure
    nextPage =
      switch state.nextPage {
      case .firstPage: .first
      case .cursor(let offset): .offset(offset)
      case .end: .end
      }
    previousPage =
      switch state.top {
      case .end: "start"
      case .available: "available"
      case .loading: "loading"
      case .failed: "failed"
      }
    previousOffset = state.top.page?.requestCursor
    topError = state.top.error?.userMessage(in: .english)
    reachedStart = state.hasReachedStart
    reachedEnd = state.hasReachedEnd
    empty = state.isEmpty
    liked = state.items.filter(\.liked).map(\.id)
    pendingEdits = state.pendingEdits.count
    ignoredReason = step.ignoredReason
  }

  private enum CodingKeys: String, CodingKey {
    case step, action, state, itemCount, firstItem, lastItem, error, banner, nextPage,
      previousPage, previousOffset, topError, reachedStart, reachedEnd, empty, liked,
      pendingEdits, ignoredReason
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(step, forKey: .step)
    try container.encode(action, forKey: .action)
    try container.encode(state, forKey: .state)
    try container.encode(itemCount, forKey: .itemCount)
    try encodeOrNull(firstItem, forKey: .firstItem, in: &container)
    try encodeOrNull(lastItem, forKey: .lastItem, in: &container)
    try encodeOrNull(error, forKey: .error, in: &container)
    try container.encode(banner, forKey: .banner)
    try container.encode(nextPage, forKey: .nextPage)
    try container.encode(previousPage, forKey: .previousPage)
    try encodeOrNull(previousOffset, forKey: .previousOffset, in: &container)
    try encodeOrNull(topError, forKey: .topError, in: &container)
    try container.encode(reachedStart, forKey: .reachedStart)
    try container.encode(reachedEnd, forKey: .reachedEnd)
    try container.encode(empty, forKey: .empty)
    try container.encode(liked, forKey: .liked)
    try container.encode(pendingEdits, forKey: .pendingEdits)
    try encodeOrNull(ignoredReason, forKey: .ignoredReason, in: &container)
  }

  private func encodeOrNull(
    _ value: (some Encodable)?,
    forKey key: CodingKeys,
    in container: inout KeyedEncodingContainer<CodingKeys>
  ) throws {
    if let value {
      try container.encode(value, forKey: key)
    } else {
      try container.encodeNil(forKey: key)
    }
  }

  /// This line's JSON text.
  var json: String { Self.line(encoding: self) }

  /// `value` as one line of JSON with sorted keys.
  ///
  /// - Parameter value: A value whose encoding cannot fail (strings, numbers, booleans).
  static func line(encoding value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // The demo's values hold only strings, integers, booleans and arrays of integers:
    // encoding cannot throw.
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
