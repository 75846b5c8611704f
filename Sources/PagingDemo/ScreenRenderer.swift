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
/// ```text
/// ── step 7 · reachBottom → paging ───────────────
///   #1  Notes on value types
///   #2  Rethinking actors
///   #3  Testing clocks
///   …   5 more
///   #9  Shipping paging
///   #10 Debugging generics
///   ⟳  Loading more…
///   10 posts · more from offset 10
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
    case .success(let items):
      return rows(items) + status(of: state)
    case .reLoading(let items):
      return ["  ⟳  Refreshing… (pull to refresh)"] + rows(items) + status(of: state)
    case .reLoadingFailure(let items, let error):
      return ["  ! Couldn't refresh — showing saved items"] + message(error, indent: 4)
        + rows(items) + status(of: state)
    case .paging(let items):
      return rows(items) + ["  ⟳  Loading more…"] + status(of: state)
    case .pagingFailure(let items, let error):
      return rows(items) + ["  ✕  Couldn't load more — [t] retry"] + message(error, indent: 5)
        + status(of: state)
    }
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
    guard !items.isEmpty else { return ["  No posts yet"] }
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
      let title = item.title.truncated(to: width - 2 - numberWidth)
      return "  " + "#\(item.id)".padding(to: numberWidth) + title
    }
  }

  /// `10 posts · more from offset 10`, or `57 posts · end of list`.
  private static func status(of state: FeedFeature.State) -> [String] {
    let count = state.items.count
    let posts = "\(count) \(count == 1 ? "post" : "posts")"
    switch state.nextPage {
    case .firstPage: return []
    case .cursor(let offset): return ["  \(posts) · more from offset \(offset)"]
    case .endOfList: return ["  \(posts) · end of list"]
    }
  }
}
