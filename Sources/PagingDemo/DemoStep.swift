import Paging
import Unidirectional

/// The paging feature the demo runs: posts, paged by offset.
typealias FeedFeature = PagingFeature<FeedItem, Int>

/// The posts a ``FeedFeature`` state holds.
typealias FeedRows = IdentifiedArray<FeedItem>

/// One step of a run: the action the store reduced (or the start), as the demo labels it,
/// and why the feature ignored it, if it did.
struct DemoStep: Hashable, Sendable {
  /// Counts from 0, the state before any action.
  let number: Int

  /// The action's case name (`"reachBottom"`, `"responseReceived"`), or `"start"`.
  let action: String

  /// The action as a screen's title shows it: `"reachBottom"`, `"response #2 ✓ 10 posts"`.
  let label: String

  /// The feature's reason for ignoring the action, such as
  /// `"reachBottom ignored: end of list"`; `nil` when it acted on it.
  let ignoredReason: String?

  /// Creates a step from its parts.
  init(number: Int, action: String, label: String, ignoredReason: String? = nil) {
    self.number = number
    self.action = action
    self.label = label
    self.ignoredReason = ignoredReason
  }

  /// Creates the step for a reduced action.
  ///
  /// - Parameters:
  ///   - number: The step's number.
  ///   - action: The action the store reduced.
  ///   - ignoredReason: Why the feature ignored it, if it did.
  init(number: Int, action: FeedFeature.Action, ignoredReason: String?) {
    self.init(
      number: number,
      action: action.name,
      label: Self.label(of: action),
      ignoredReason: ignoredReason
    )
  }

  /// The state before any action.
  static let start = DemoStep(number: 0, action: "start", label: "start")

  /// `action` as a title shows it: responses say which request they answer and how.
  static func label(of action: FeedFeature.Action) -> String {
    switch action {
    case .itemAppeared(let id):
      "itemAppeared #\(id)"
    case .responseReceived(let requestID, .success(let page)):
      "response #\(requestID) ✓ \(page.items.count) \(page.items.count == 1 ? "post" : "posts")"
    case .responseReceived(let requestID, .failure):
      "response #\(requestID) ✕"
    case .previousPageReceived(let requestID, .success(let page)):
      "previous #\(requestID) ✓ \(page.items.count) \(page.items.count == 1 ? "post" : "posts")"
    case .previousPageReceived(let requestID, .failure):
      "previous #\(requestID) ✕"
    case .pagesReloaded(let requestID, .success(let pages)):
      "pages reloaded #\(requestID) ✓ \(pages.count) \(pages.count == 1 ? "page" : "pages")"
    case .pagesReloaded(let requestID, .failure):
      "pages reloaded #\(requestID) ✕"
    case .edit(let edit, _):
      "edit \(edit.label)"
    case .refreshAround(let id), .editSettled(let id):
      "\(action.name) #\(id)"
    case .appear, .disappear, .refresh, .reachBottom, .reachTop, .retry, .retryTop:
      action.name
    }
  }
}

extension ItemEdit<FeedItem> {
  /// The edit as a step title shows it: `"remove #3"`.
  fileprivate var label: String {
    switch self {
    case .update(let post): "update #\(post.id)"
    case .remove(let id): "remove #\(id)"
    case .insert(let post, let position): "insert #\(post.id) at \(position)"
    }
  }
}
