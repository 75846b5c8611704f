import ErrorHandling
import LoadingStates
import Paging
import Unidirectional

@testable import PagingDemo

/// Posts numbered from 1, titled "Post 1", "Post 2", …
func posts(_ count: Int) -> [FeedItem] {
  (0..<count).map { FeedItem(id: $0 + 1, title: "Post \($0 + 1)") }
}

/// `count` posts as the rows of a state.
func rows(_ count: Int) -> FeedRows {
  FeedRows(uniqueElements: posts(count))
}

/// A feature state with `list`, and where the next page starts.
func state(
  _ list: PagingDataState<FeedRows, AppError>,
  nextPage: PageLink<Int> = .cursor(3)
) -> FeedFeature.State {
  FeedFeature.State(list: list, nextPage: nextPage)
}

/// A step with a plain label, as the renderer's title shows it.
func step(_ number: Int, _ label: String, ignoredReason: String? = nil) -> DemoStep {
  DemoStep(number: number, action: label, label: label, ignoredReason: ignoredReason)
}
