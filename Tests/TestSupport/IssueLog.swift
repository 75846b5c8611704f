package import Unidirectional

/// The issues a store or runner reported, for tests that assert them.
package final class IssueLog: Sendable {
  private let journal = Journal<RuntimeIssue>()

  /// A log that has received no issue.
  package init() {}

  package var reporter: IssueReporter {
    IssueReporter { [journal] issue in journal.append(issue) }
  }

  package var issues: [RuntimeIssue] { journal.entries }
}
