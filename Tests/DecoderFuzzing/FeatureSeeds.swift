package import ErrorHandling
import LoadingStates
package import Paging
package import Unidirectional

/// Valid states and actions of the package's features, made by running the features'
/// reducers, so that their bookkeeping is what a real session writes.
package enum FeatureSeeds {
  package typealias Feed = PagingFeature<Post, String>
  package typealias Profile = LoadFeature<String>
  package typealias Ticker = StreamFeature<String>

  /// The errors the seeds fail with, one of each payload shape.
  package static let errors: [AppError] = [
    .network, .validation(reason: "Enter a name."), .rateLimited(retryAfter: .seconds(30)),
    .rateLimited(retryAfter: nil), .notFound,
  ]

  package static func feed(maxPages: Int? = 3) -> Feed {
    Feed(pageSize: 3, maxPages: maxPages, recordsChanges: true, errorLogger: .disabled) { _ in
      Page(items: [], nextCursor: nil)
    }
  }

  package static var profile: Profile { Profile(errorLogger: .disabled) { "loaded" } }
  package static var ticker: Ticker { Ticker(errorLogger: .disabled) { AsyncStream<String> { $0.finish() } } }

  /// A session of the paging feature: first page, pages, a failed page, edits, a refresh.
  package static var feedActions: [Feed.Action] {
    [
      .appear, .responseReceived(requestID: 0, result: .success(Page(items: Post.posts(1...3), nextCursor: "c3"))),
      .reachBottom, .responseReceived(requestID: 1, result: .failure(.rateLimited(retryAfter: .seconds(2)))),
      .retry, .responseReceived(requestID: 2, result: .success(Page(items: Post.posts(4...6), nextCursor: "c6"))),
      .edit(.insert(Post(id: 40, title: "Draft"), at: 1), pending: true), .edit(.remove(2)),
      .reachBottom, .responseReceived(requestID: 3, result: .success(Page(items: Post.posts(7...9), nextCursor: "c9"))),
      .reachBottom, .responseReceived(requestID: 4, result: .success(Page(items: Post.posts(10...12), nextCursor: nil))),
      .refresh,
    ]
  }

  /// Every state the feed session passes through.
  package static var feedStates: [Feed.State] { states(of: feed(), from: Feed.State(), through: feedActions) }

  package static var profileActions: [Profile.Action] {
    [.appear, .responseReceived(requestID: 0, result: .failure(.validation(reason: "No."))), .retry,
     .responseReceived(requestID: 1, result: .success("Ada")), .refresh]
  }

  package static var profileStates: [Profile.State] {
    states(of: profile, from: Profile.State(), through: profileActions)
  }

  package static var tickerActions: [Ticker.Action] {
    [.appear, .valueReceived(subscriptionID: 0, value: "1"), .failed(subscriptionID: 0, error: .network),
     .retry, .valueReceived(subscriptionID: 1, value: "2"), .finished(subscriptionID: 1), .refresh]
  }

  package static var tickerStates: [Ticker.State] {
    states(of: ticker, from: Ticker.State(), through: tickerActions)
  }

  /// `start` and the state after each of `actions`, reduced by `reducer`, effects dropped.
  package static func states<R: Reducer>(of reducer: R, from start: R.State, through actions: [R.Action]) -> [R.State] {
    var state = start
    return [start] + actions.map { action in
      _ = reducer.reduce(into: &state, action: action)
      return state
    }
  }
}
