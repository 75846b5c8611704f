import ErrorHandling
import LoadingStates
import Paging
import TestSupport
import Testing
import Unidirectional
import UnidirectionalTesting

@Suite("PagingFeature, every interleaving explored")
struct PagingFeatureExplorationTests {
  @Test(
    "Given a three-page feed, when every action and answer is tried in every order, then every rule holds",
    arguments: [RefreshWhilePaging.cancelsThePage, .isIgnored])
  func everyReachableStateKeepsThePagingRules(refreshWhilePaging: RefreshWhilePaging) {
    let feature = exploredFeed(refreshWhilePaging)
    let report = PagingExplorer.paging(feature, explainedBy: feature).explore(maxDepth: 40)

    #expect(report.violation == nil, "\(report.violation?.story ?? "")")
    #expect(report.isComplete, "\(report.summary)")
    print("PagingFeature (\(refreshWhilePaging)): \(report.summary)")
  }

  @Test("Given request ids kept as they are, every rule holds in every state ten steps deep")
  func everyConcreteStateTenStepsDeepKeepsThePagingRules() async {
    let report = await onAThreadOfItsOwn {
      PagingExplorer.paging(exploredFeed(), concrete: true).explore(maxDepth: 10)
    }

    #expect(report.violation == nil, "\(report.violation?.story ?? "")")
    #expect(report.depth == 10)
    print("PagingFeature, concrete: \(report.summary)")
  }
}
