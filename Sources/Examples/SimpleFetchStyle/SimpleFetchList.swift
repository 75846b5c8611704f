public import Paging
public import ScreenComponents
public import Unidirectional

/// Article 000's Simple Fetch style: a list component that does everything inside; the
/// screen that embeds it neither drives nor reads it.
///
/// Who owns the state: the component; its state has no public member but what the
/// component draws. Who triggers the loads: only the component's own view. Who reads it:
/// only the component. The shortest to use, and the least customisable.
///
/// ```swift
/// struct NewsScreen: Reducer {
///   struct State { var list = SimpleFetchList.State() }
///   enum Action { case list(PostFeed.Action) }
///   var body: some Reducer<State, Action> {
///     Scope(state: \.list, action: .list) { SimpleFetchList(fetch: api.news) }
///   }
/// }
/// ```
public struct SimpleFetchList: Reducer {
  /// The component's state: closed to the screen, which can only embed it.
  public struct State: Equatable {
    var feed = PostFeed.State()

    /// Creates the component's state: nothing loaded.
    public init() {}

    /// What the component draws.
    public var content: PagingListContent<Post> { PagingListContent(feed) }
  }

  /// The component's actions are its view's: appear, refresh, the bottom row, retry.
  public typealias Action = PostFeed.Action

  let feed: PostFeed

  /// Creates the component with its source.
  ///
  /// - Parameters:
  ///   - pageSize: The posts a page holds.
  ///   - fetch: Fetches a page.
  public init(pageSize: Int = 20, fetch: @escaping FetchPosts) {
    feed = PostFeed(pageSize: pageSize, fetch: fetch)
  }

  public var body: some Reducer<State, Action> {
    Scope(state: \.feed, action: .identity) { feed }
  }
}
