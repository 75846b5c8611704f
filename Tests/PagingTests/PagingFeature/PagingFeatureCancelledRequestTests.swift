import ErrorHandling
import Foundation
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// A request the client reports as cancelled is never a failure (article 000 shows an error
/// only for a load that failed).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PagingFeatureCancelledRequestTests {
  let fetch = FeedFetch()

  @Test func aFirstLoadTheClientCancelledGoesBackToIdleNotToAFailure() async {
    // Given
    let store = makeFeedStore(fetch)
    await store.send(.appear) {
      $0.list = .initialLoading
    }

    // When: the client gives up, as URLSession does with URLError.cancelled
    await fetch.fail(firstPage, with: URLError(.cancelled))
    await store.receivePage(.failure(.cancelled)) {
      $0.list = .idle
    }

    // Then: appearing again loads again
    await store.send(.appear) {
      $0.list = .initialLoading
    }
    await store.skipInFlightEffects()
  }

  @Test func aPageTheClientCancelledLeavesTheRowsWithoutAnErrorRow() async {
    // Given
    let store = makeFeedStore(fetch, initialState: .firstPageShown)
    await store.send(.reachBottom) {
      $0.list = .paging(posts(1...3))
    }

    // When
    await fetch.fail(pageAfter(3), with: URLError(.cancelled))

    // Then
    await store.receivePage(.failure(.cancelled)) {
      $0.list = .success(posts(1...3))
    }
    #expect(!store.state.list.hasError)
    await store.finish()
  }
}
