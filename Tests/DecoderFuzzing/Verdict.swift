/// What a decoder made of one input, short of crashing the process.
package enum Verdict: Equatable, Sendable {
  /// The input was turned away with an error, given here on one line.
  case rejected(String)
  /// The input decoded into a value that keeps every check the target makes.
  case accepted
  /// The input decoded, but the value breaks a check: it does not survive encoding and
  /// decoding again, breaks its own invariants, or an error ran over several lines.
  case inconsistent(String)

  /// The verdict on one line, as the child process reports it: `rejected …`, `accepted`,
  /// `inconsistent …`.
  package var line: String {
    switch self {
    case .rejected(let reason): "rejected \(reason)"
    case .accepted: "accepted"
    case .inconsistent(let problem): "inconsistent \(problem)"
    }
  }

  /// Reads a verdict written by ``line``; `nil` for anything else.
  package init?(line: Substring) {
    if line == "accepted" {
      self = .accepted
    } else if line.hasPrefix("rejected ") {
      self = .rejected(String(line.dropFirst("rejected ".count)))
    } else if line.hasPrefix("inconsistent ") {
      self = .inconsistent(String(line.dropFirst("inconsistent ".count)))
    } else {
      return nil
    }
  }
}
