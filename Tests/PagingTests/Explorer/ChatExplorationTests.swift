import Foundation
import Paging
import TestSupport
import Testing
import UnidirectionalTesting

/// `PagingFeature` loading both ways through a window of two pages, with edits, change sets
/// and both refresh modes, explored eight steps deep: 20,000 to 25,000 states each.
///
/// For a deeper search (ten steps: up to about 180,000 states, a minute or two):
///
/// ```text
/// CHAT_EXPLORATION_DEPTH=10 swift test --filter ChatExplorationTests
/// ```
@Suite("PagingFeature in both directions, every interleaving explored")
struct ChatExplorationTests {
  @Test("Given a chat opened in the middle that refreshes its first page, when every action and answer is tried in every order, then every rule holds")
  func withARefreshOfTheFirstPageEveryRuleHolds() async {
    await explore(.firstPage)
  }

  @Test("Given a chat opened in the middle that refreshes every loaded page, when every action and answer is tried in every order, then every rule holds")
  func withARefreshOfEveryLoadedPageEveryRuleHolds() async {
    await explore(.loadedPages)
  }

  private func explore(_ refreshMode: RefreshMode) async {
    let depth = ProcessInfo.processInfo.environment["CHAT_EXPLORATION_DEPTH"].flatMap { Int($0) } ?? 8
    let report = await onAThreadOfItsOwn { ChatExplorer.chat(refreshMode).explore(maxDepth: depth) }

    if let violation = report.violation { Issue.record("\(violation.story)") }
    print("PagingFeature, both directions (\(refreshMode)): \(report.summary)")
  }
}
