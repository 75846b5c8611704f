import ErrorHandling
import LoadingStates
import Paging

/// Draws the paging feature's state as a small text screen, the way a list view would
/// show it.
///
/// Rendering is a pure function of the state and the step, so every case can be tested by
/// comparing text. Each screen starts with a title naming the step, the action and the
/// state, then shows what a user would see in that state:
///
/// | State | On screen |
/// |---|---|
/// | `idle` | nothing yet |
/// | `initialLoading` | a full-screen spinner over placeholder rows |
/// | `loadingFailure` | a full-screen error with retry |
/// | `retryLoading` | the same error, still shown, with a spinner |
/// | `success` | the rows, or "No posts yet" when there are none |
/// | `reLoading` | a pull-to-refresh spinner above the rows |
/// | `reLoadingFailure` | a banner above the rows, which stay |
/// | `paging` | the rows, then a spinner row |
/// | `pagingFailure` | the rows, then an error row with retry |
///
/// Above the rows, a row shows what lies before the first one (`state.top`):
/// the start of the list, earlier posts to load, a spinner row while they load, or an
/// error row with retry. A liked post has a heart, and a line counts the edits the server
/// has not confirmed yet.
///
/// ```text
/// ── step 20 · reachTop → success ────────────────
///   ⟳  Loading earlier posts…
///   #11 The case for async sequences
///   #12 Debugging clocks
///   #13 Notes on key paths
///   …   14 more
///   #28 Notes on task groups
///   #29 Lessons from Sendable
///   19 posts · more from offset 30
/// ```
enum ScreenRenderer {
  /// How many columns a screen takes.
  static let width = 48

  /// How many rows of posts a screen shows at most: the first few, a line that counts
  /// the hidden ones, and the last few.
  static let visibleRows = 6

  /// The screen for `state`, titled with `step`.
  ///
  /// - Parameters:
  ///   - state: The paging feature's state after the step.
  ///   - step: The step that led to it; an ignored action adds a line with the reason.
  /// - Returns: The screen's lines, joined by newlines, without a trailing newline.
  static func render(_ state: FeedFeature.State, step: DemoStep) -> String {
    var lines = [title(step: step, phase: state.list.phase)]
    if let reason = step.ignoredReason {
      lines.append("  ↳ \(reason)")
    }
    lines += body(of: state)
    return lines.joined(separator: "\n")
  }

  /// `── step 7 · reachBottom → paging ───…`, filled with rules to the screen's width; a
  /// label too long to fit is cut.
  static func title(step: DemoStep, phase: LoadPhase) -> String {
    let lead = "── step \(step.number) · "
    let tail = " → \(phase.rawValue) "
    let label = step.label.truncated(to: max(width - lead.count - tail.count - 2, 1))
    let text = lead + label + tail
    return text + String(repeating: "─", count: max(width - text.count, 2))
  }

  private static func body(of state: FeedFeature.State) -> [String] {
    switch state.list {
    case .idle:
      return ["  (nothing loaded yet)"]
    case .initialLoading:
      return ["  ⟳  Loading posts…"] + placeholderRows
    case .loadingFailure(let error):
      return fullScreenError(error) + ["     [t] retry"]
    case .retryLoading(let error):
      return fullScreenError(error) + ["  ⟳  Retrying…"]
    case .success:
      return list(of: state)
    case .reLoading:
      return ["  ⟳  Refreshing… (pull to refresh)"] + list(of: state)
    case .reLoadingFailure(_, let error):
      return ["  ! Couldn't refresh — showing saved items"] + message(error, indent: 4)
        + list(of: state)
    case .paging:
      return list(of: state, bottom: ["  ⟳  Loading more…"])
    case .pagingFailure(_, let error):
      return list(
        of: state,
        bottom: ["  ✕  Couldn't load more — [t] retry"] + message(error, indent: 5)
      )
    }
  }

  /// The list as it shows with rows: the top's row, the rows, `bottom`, then the status.
  private static func list(of state: FeedFeature.State, bottom: [String] = []) -> [String] {
    guard !state.isEmpty else { return ["  No posts yet"] }
    return top(of: state) + rows(state.items) + bottom + pending(in: state) + status(of: state)
  }

  /// What lies above the first row: the start of the list, earlier posts, a spinner row
  /// while they load, or an error row with retry.
  private static func top(of state: FeedFeature.State) -> [String] {
    switch state.top {
    case .end:
      return state.hasReachedStart ? ["  ── start of list ──"] : []
    case .available(let page):
      return ["  ↑  earlier posts " + (page.requestCursor.map { "from offset \($0)" } ?? "from the top")]
    case .loading:
      return ["  ⟳  Loading earlier posts…"]
    case .failed(_, let error):
      return ["  ✕  Couldn't load earlier posts — [t] retry"] + message(error, indent: 5)
    }
  }

  /// `⋯  1 edit waiting for the server`, while any is.
  private static func pending(in state: FeedFeature.State) -> [String] {
    let count = state.pendingEdits.count
    guard count > 0 else { return [] }
    return ["  ⋯  \(count) \(count == 1 ? "edit" : "edits") waiting for the server"]
  }

  private static let placeholderRows = [
    "  ░░░ ░░░░░░░░░░░░░░░░░░░░░░",
    "  ░░░ ░░░░░░░░░░░░░░░░░",
    "  ░░░ ░░░░░░░░░░░░░░░░░░░░░░░░░",
  ]

  private static func fullScreenError(_ error: AppError) -> [String] {
    ["  ✕  Couldn't load posts"] + message(error, indent: 5)
  }

  /// The error's message for users, wrapped to fit after `indent` spaces.
  private static func message(_ error: AppError, indent: Int) -> [String] {
    let margin = String(repeating: " ", count: indent)
    return error.userMessage(in: .english).wrapped(to: width - indent).map { margin + $0 }
  }

  /// The posts as rows: all of them when they fit, otherwise the first and last few around
  /// a line that counts the rest.
  private static func rows(_ items: FeedRows) -> [String] {
    let shown: [FeedItem?]
    if items.count <= visibleRows {
      shown = Array(items)
    } else {
      let head = (visibleRows + 1) / 2
      let tail = visibleRows - head - 1
      shown = Array(items.prefix(head)) + [nil] + Array(items.suffix(tail))
    }
    let hidden = items.count - (visibleRows - 1)
    let numberWidth = "#\(items.map(\.id).max() ?? 0)".count + 1
    return shown.map { item in
      guard let item else { return "  " + "…".padding(to: numberWidth) + "\(hidden) more" }
      let title = item.likedTitle.truncated(to: width - 2 - numberWidth)
      return "  " + "#\(item.id)".padding(to: numberWidth) + title
    }
  }

  /// `10 posts · more from offset 10`, or `57 posts · end of list` once the last page is
  /// shown and nothing reloads it.
  private static func status(of state: FeedFeature.State) -> [String] {
    let count = state.items.count
    let posts = "\(count) \(count == 1 ? "post" : "posts")"
    switch state.nextPage {
    case .firstPage: return []
    case .cursor(let offset): return ["  \(posts) · more from offset \(offset)"]
    case .end: return ["  \(posts)" + (state.hasReachedEnd ? " · end of list" : "")]
    }
  }
}
