import Unidirectional
import UnidirectionalTesting

/// Collects the failures a test store reports, so a test can assert that it fails and how.
final class FailureCollector: Sendable {
  private let failures = LockedState<[RuntimeIssue]>([])

  var reporter: IssueReporter {
    IssueReporter { failure in self.failures.withLock { $0.append(failure) } }
  }

  var messages: [String] { failures.withLock { $0.map(\.message) } }

  var lines: [UInt] { failures.withLock { $0.map(\.location.line) } }
}
