import Unidirectional

/// The issues a store or runner reported, for tests that assert them.
final class IssueLog: Sendable {
  private let journal = Journal<RuntimeIssue>()

  var reporter: IssueReporter {
    IssueReporter { [journal] issue in journal.append(issue) }
  }

  var issues: [RuntimeIssue] { journal.entries }
}
