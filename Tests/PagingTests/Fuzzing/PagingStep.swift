import Unidirectional
import UnidirectionalTesting

/// One step of the paging walk: something the user does, with the server's answer to the
/// request it may start, or time passing on the test clock.
///
/// Steps print as Swift, so a failure report's steps paste back into a test:
///
/// ```swift
/// [.appear(.page(after: 10)), .advance(by: 10), .reachBottom(.page(after: 10)), .disappear]
/// ```
enum PagingStep: Hashable, Sendable, CustomStringConvertible {
  /// The list's screen appears.
  case appear(PagingReply)
  /// The list's screen goes away.
  case disappear
  /// The user pulls to refresh.
  case refresh(PagingReply)
  /// The user scrolls to the bottom.
  case reachBottom(PagingReply)
  /// The user taps retry.
  case retry(PagingReply)
  /// The row with this id scrolls into view (if the list shows it).
  case itemAppeared(Int, PagingReply)
  /// The app starts again: a fresh store and server, and an empty list.
  case relaunch
  /// The test clock moves this many milliseconds; the answers due arrive in deadline order.
  case advance(by: Int)

  /// The server's answer to the request the step starts, if it is a user action.
  var reply: PagingReply? {
    switch self {
    case .appear(let reply), .refresh(let reply), .reachBottom(let reply), .retry(let reply),
      .itemAppeared(_, let reply):
      reply
    case .disappear, .relaunch, .advance:
      nil
    }
  }

  /// The step as Swift source.
  var description: String {
    switch self {
    case .appear(let reply): ".appear(\(reply))"
    case .disappear: ".disappear"
    case .relaunch: ".relaunch"
    case .refresh(let reply): ".refresh(\(reply))"
    case .reachBottom(let reply): ".reachBottom(\(reply))"
    case .retry(let reply): ".retry(\(reply))"
    case .itemAppeared(let id, let reply): ".itemAppeared(\(id), \(reply))"
    case .advance(let milliseconds): ".advance(by: \(milliseconds))"
    }
  }

  /// Simpler steps, simplest first, for shrinking: a scroll to the bottom for a row that
  /// appears, simpler replies, shorter waits.
  var simplifications: [Self] {
    switch self {
    case .appear(let reply): reply.simplifications.map(Self.appear)
    case .disappear, .relaunch: []
    case .refresh(let reply): reply.simplifications.map(Self.refresh)
    case .reachBottom(let reply): reply.simplifications.map(Self.reachBottom)
    case .retry(let reply): reply.simplifications.map(Self.retry)
    case .itemAppeared(let id, let reply):
      [.reachBottom(reply)] + reply.simplifications.map { .itemAppeared(id, $0) }
    case .advance(let milliseconds): milliseconds > 10 ? [.advance(by: 10)] : []
    }
  }

  /// The largest item id a random step names: two past the last item the server has, so
  /// some rows the walk names are never shown.
  static let largestItemID = ScriptedPageServer.itemCount + 1

  /// A random step: 38 in a hundred let time pass, one in a hundred relaunches the app, the
  /// rest are user actions.
  static func random(using random: inout SeededRandomNumberGenerator) -> Self {
    switch random.nextInt(in: 0...99) {
    case 0: .relaunch
    case 1..<8: .appear(.random(using: &random))
    case 8..<15: .disappear
    case 15..<25: .refresh(.random(using: &random))
    case 25..<37: .reachBottom(.random(using: &random))
    case 37..<47: .retry(.random(using: &random))
    case 47..<62: .itemAppeared(random.nextInt(in: 0...largestItemID), .random(using: &random))
    default: .advance(by: random.nextInt(in: 1...20) * 5)
    }
  }
}
