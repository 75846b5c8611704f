import Unidirectional
import UnidirectionalTesting

/// How the walk's page server answers the request a step starts: what, after how long on
/// the test clock, and whether it stops when the app cancels.
///
/// Written the way a failure report prints it, so a printed step pastes back as Swift:
///
/// ```swift
/// .reachBottom(.failure(after: 30))
/// .refresh(.page(after: 20).ignoringCancellation)
/// ```
struct PagingReply: Hashable, Sendable, CustomStringConvertible {
  /// What the server answers.
  enum Outcome: String, Sendable {
    /// The page asked for.
    case page
    /// A network failure.
    case failure
    /// A cancellation the source reports by itself, as `URLSession` does.
    case cancelledBySource
    /// The page asked for, naming the cursor it was requested with as its next one: a
    /// broken server that would make the list loop. The first page has no cursor to repeat,
    /// so there it is an ordinary page.
    case repeatedCursor
  }

  /// What the server answers.
  var outcome: Outcome

  /// How long the answer takes, in milliseconds of the walk's test clock.
  var latency: Int

  /// Whether the server answers even after the app cancelled the request; the store must
  /// then drop the late answer.
  var ignoresCancellation = false

  /// The page asked for, `latency` milliseconds after the request.
  static func page(after latency: Int) -> Self { Self(outcome: .page, latency: latency) }

  /// A network failure, `latency` milliseconds after the request.
  static func failure(after latency: Int) -> Self { Self(outcome: .failure, latency: latency) }

  /// A cancellation reported by the source, `latency` milliseconds after the request.
  static func cancelledBySource(after latency: Int) -> Self {
    Self(outcome: .cancelledBySource, latency: latency)
  }

  /// A page naming its own cursor as the next, `latency` milliseconds after the request.
  static func repeatedCursor(after latency: Int) -> Self {
    Self(outcome: .repeatedCursor, latency: latency)
  }

  /// The same answer from a server that ignores the app's cancellation.
  var ignoringCancellation: Self {
    var reply = self
    reply.ignoresCancellation = true
    return reply
  }

  /// `.page(after: 30)`, with `.ignoringCancellation` when it applies.
  var description: String {
    ".\(outcome.rawValue)(after: \(latency))" + (ignoresCancellation ? ".ignoringCancellation" : "")
  }

  /// The simplest reply, which shrinking tries first: a page after 10 ms.
  static let simplest = Self.page(after: 10)

  /// Simpler replies, simplest first, for shrinking: the simplest reply, then this outcome
  /// sooner, then this outcome from a server that honours cancellation.
  var simplifications: [Self] {
    let candidates = [
      Self.simplest,
      Self(outcome: outcome, latency: Self.simplest.latency, ignoresCancellation: ignoresCancellation),
      Self(outcome: outcome, latency: latency),
    ]
    var seen: Set<Self> = [self]
    return candidates.filter { seen.insert($0).inserted }
  }

  /// A random reply: mostly pages, sometimes failures and cancellations, latencies of 10 to
  /// 80 ms, one in five ignoring cancellation.
  static func random(using random: inout SeededRandomNumberGenerator) -> Self {
    let outcome: Outcome =
      switch random.nextInt(in: 0...99) {
      case 0..<60: .page
      case 60..<80: .failure
      case 80..<90: .cancelledBySource
      default: .repeatedCursor
      }
    let latency = random.nextInt(in: 1...8) * 10
    let ignoresCancellation = random.nextInt(in: 0...4) == 0
    return Self(outcome: outcome, latency: latency, ignoresCancellation: ignoresCancellation)
  }
}
