import DecoderFuzzing
import Foundation
import Testing

/// Every input a decoder campaign ever found wrong, and the shapes issue 36 named, read
/// again by their decoders in this process: one that crashed, hung or broke a rule must be
/// turned away with an error; one that read into a value breaking a check may be read
/// whole once that value keeps its checks. A trap here fails the whole test run, loudly.
struct DecoderRegressionTests {
  static let findings: [Finding] = {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Regressions.jsonl")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Finding.self, from: Data($0.utf8)) }
  }()

  @Test func theRegressionFileIsReadWhole() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Regressions.jsonl")
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(Self.findings.count == lines.count, "a line of Regressions.jsonl is not a finding")
  }

  @Test(arguments: findings)
  func givenAnInputOnceFoundWrongWhenReadAgainThenItIsTurnedAwayOrReadWhole(finding: Finding) throws {
    let target = try #require(FuzzTargets.named(finding.target), "no target \(finding.target)")

    let verdict = target.examine(finding.bytes)

    switch verdict {
    case .rejected: break
    case .accepted:
      #expect(finding.wasReadInconsistently, "an input that once crashed, hung or broke a rule is read as a value")
    case .inconsistent(let problem):
      Issue.record("\(problem)")
    }
  }
}

extension Finding: CustomTestStringConvertible {
  public var testDescription: String { "\(target) #\(index) (\(problem))" }
}
