import Unidirectional
import UnidirectionalTesting

/// One step of the two-way walk: something the user does on a chat that loads both ways,
/// an edit the screen makes, or the server answering a request.
///
/// Steps print as Swift, so a failure report's steps paste back into a test.
enum ChatWalkStep: Hashable, Sendable, CustomStringConvertible {
  /// Which of the chat's two requests an answer is for.
  enum End: Hashable, Sendable {
    case top, bottom
  }

  /// What the server answers.
  enum Reply: Hashable, Sendable {
    /// The page at the request's cursor.
    case page
    /// The page at the request's cursor, with a message of the page next to it in front.
    case pageWithDuplicate
    /// A network failure.
    case failure
    /// A cancellation the source reported by itself.
    case cancelledBySource
  }

  case appear, disappear, refresh, retry, reachBottom, reachTop, retryTop
  /// The app starts again: an empty chat, and a model that knows nothing.
  case relaunch
  /// Marks the message with this id as edited.
  case update(Int, pending: Bool)
  case remove(Int, pending: Bool)
  /// Inserts a draft with this id at the top.
  case insertDraft(Int, pending: Bool)
  case editSettled(Int)
  /// The message with this id scrolls into view, which prefetches near either end.
  case rowAppeared(Int)
  /// The user jumps to the message with this id: the page around it replaces the rows.
  case jump(Int)
  /// The server answers the request the chat waits for at `end`, if any.
  case answer(End, Reply)
  /// A request the chat gave up on at `end` answers late, if there was one.
  case lateAnswer(End)

  var description: String {
    switch self {
    case .appear: ".appear"
    case .disappear: ".disappear"
    case .refresh: ".refresh"
    case .retry: ".retry"
    case .reachBottom: ".reachBottom"
    case .reachTop: ".reachTop"
    case .retryTop: ".retryTop"
    case .relaunch: ".relaunch"
    case .update(let id, let pending): ".update(\(id), pending: \(pending))"
    case .remove(let id, let pending): ".remove(\(id), pending: \(pending))"
    case .insertDraft(let id, let pending): ".insertDraft(\(id), pending: \(pending))"
    case .editSettled(let id): ".editSettled(\(id))"
    case .rowAppeared(let id): ".rowAppeared(\(id))"
    case .jump(let id): ".jump(\(id))"
    case .answer(let end, let reply): ".answer(.\(end), .\(reply))"
    case .lateAnswer(let end): ".lateAnswer(.\(end))"
    }
  }

  /// Simpler steps, simplest first, for shrinking: an edit that is not pending, a plain page.
  var simplifications: [Self] {
    switch self {
    case .update(let id, true): [.update(id, pending: false)]
    case .remove(let id, true): [.remove(id, pending: false)]
    case .insertDraft(let id, true): [.insertDraft(id, pending: false)]
    case .answer(let end, let reply) where reply != .page: [.answer(end, .page)]
    default: []
    }
  }

  /// A random step: about a third answer a request, one in a hundred relaunches the app,
  /// the rest are the user's and the screen's.
  static func random(using random: inout SeededRandomNumberGenerator) -> Self {
    let id = random.nextInt(in: 1...ChatWalkServer.messageCount + 2)
    let pending = random.nextInt(in: 0...1) == 1
    let end: End = random.nextInt(in: 0...1) == 0 ? .top : .bottom
    switch random.nextInt(in: 0...99) {
    case 0: return .relaunch
    case 1..<4: return .appear
    case 4..<8: return .disappear
    case 8..<13: return .refresh
    case 13..<17: return .retry
    case 17..<24: return .reachBottom
    case 24..<32: return .reachTop
    case 32..<36: return .retryTop
    case 36..<42: return .update(id, pending: pending)
    case 42..<47: return .remove(id, pending: pending)
    case 47..<51: return .insertDraft(ChatWalkServer.messageCount + random.nextInt(in: 1...2), pending: pending)
    case 51..<56: return .editSettled(id)
    case 56..<60: return .lateAnswer(end)
    case 60..<66: return .rowAppeared(id)
    case 66..<69: return .jump(id)
    default:
      let replies: [Reply] = [.page, .page, .page, .pageWithDuplicate, .failure, .cancelledBySource]
      return .answer(end, replies[random.nextInt(in: 0...replies.count - 1)])
    }
  }
}
