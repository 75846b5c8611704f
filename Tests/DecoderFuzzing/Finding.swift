package import Foundation

/// An input a campaign found wrong: it crashed or hung the child, or decoded into a value
/// that breaks a check. Saved as a line of the regression file, it is replayed by the
/// regression test for ever after.
package struct Finding: Codable, Sendable {
  /// The target that read it.
  package let target: String
  /// The campaign's seed and the input's number in it, to find it again.
  package let seed: UInt64
  package let index: Int
  /// What was wrong: `crash`, `hang`, or the inconsistency.
  package let problem: String
  /// The input, shrunk for a crash or a hang: as text where it is UTF-8, else base64.
  package let input: String?
  package let base64: String?

  package init(target: String, seed: UInt64, index: Int, problem: String, input: Data) {
    self.target = target
    self.seed = seed
    self.index = index
    self.problem = problem
    let text = String(data: input, encoding: .utf8)
    self.input = text
    base64 = text == nil ? input.base64EncodedString() : nil
  }

  /// Whether the input read into a value that broke a check, rather than crashing, hanging
  /// or being slow: fixed, it may be read whole, where the others must be turned away.
  package var wasReadInconsistently: Bool { problem.hasPrefix("inconsistent: ") }

  /// The input's bytes.
  package var bytes: Data {
    input.map { Data($0.utf8) } ?? base64.flatMap { Data(base64Encoded: $0) } ?? Data()
  }

  /// The finding as one JSON line.
  package var jsonLine: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}"
  }
}
