public import ErrorHandling
import LoadingStates
public import Paging
public import Unidirectional

/// Article 000's Bindable Fetch style: the parent owns the lists' state, each component
/// drives its own list, and the parent reads them.
///
/// Who owns the state: the parent (``State/following`` and ``State/trending`` live in its
/// state, as a SwiftUI `@State` bound into the component would). Who triggers the loads:
/// only the components; the parent never sends a list action. Who reads it: the parent,
/// for its banner and its header. Two lists in one parent page independently: a store
/// scopes each list's requests to its place, so neither cancels the other's.
public struct BindableFetchStyleScreen: Reducer {
  /// The two lists, owned here, and what the parent derives from them.
  public struct State: Equatable {
    /// Posts from accounts the user follows.
    public var following: PostFeed.State
    /// Posts trending now.
    public var trending: PostFeed.State
    /// The banner the parent raises when either list fails.
    public var banner: ErrorPresentation<Action>?

    /// Creates the parent's state; by default, both lists empty and idle.
    ///
    /// - Parameters:
    ///   - following: The first list's state.
    ///   - trending: The second list's state.
    ///   - banner: The banner, if raised.
    public init(
      following: PostFeed.State = PostFeed.State(),
      trending: PostFeed.State = PostFeed.State(),
      banner: ErrorPresentation<Action>? = nil
    ) {
      self.following = following
      self.trending = trending
      self.banner = banner
    }

    /// The header the parent draws from both lists: what it reads, never writes.
    public var header: String {
      "\(following.items.count) following · \(trending.items.count) trending"
    }
  }

  /// The components' actions; the parent adds only its banner's.
  public enum Action: Equatable, Sendable {
    /// An action of the first list's component.
    case following(PostFeed.Action)
    /// An action of the second list's component.
    case trending(PostFeed.Action)
    /// The user closed the banner.
    case banner(ErrorPresentationAction)
  }

  let fetchFollowing: FetchPosts
  let fetchTrending: FetchPosts
  let pageSize: Int

  /// Creates the parent with each list's source.
  ///
  /// - Parameters:
  ///   - pageSize: The posts a page holds, in both lists.
  ///   - fetchFollowing: Fetches a page of the first list.
  ///   - fetchTrending: Fetches a page of the second list.
  public init(
    pageSize: Int = 20,
    fetchFollowing: @escaping FetchPosts,
    fetchTrending: @escaping FetchPosts
  ) {
    self.pageSize = pageSize
    self.fetchFollowing = fetchFollowing
    self.fetchTrending = fetchTrending
  }

  public var body: some Reducer<State, Action> {
    // One modifier per list: each presents and clears its own list's failures in the one
    // banner, so a failure the user dismissed is never raised again by the other list.
    Scope(state: \.following, action: .following) {
      PostFeed(pageSize: pageSize, fetch: fetchFollowing)
    }
    .presentingErrors(of: \.following.list.failure, in: \.banner, action: .banner, policy: .banners())
    Scope(state: \.trending, action: .trending) {
      PostFeed(pageSize: pageSize, fetch: fetchTrending)
    }
    .presentingErrors(of: \.trending.list.failure, in: \.banner, action: .banner, policy: .banners())
  }
}

extension ActionPath where Root == BindableFetchStyleScreen.Action, Value == PostFeed.Action {
  /// The first list's actions inside the parent's.
  public static var following: Self {
    ActionPath(embed: Root.following) { if case .following(let action) = $0 { action } else { nil } }
  }

  /// The second list's actions inside the parent's.
  public static var trending: Self {
    ActionPath(embed: Root.trending) { if case .trending(let action) = $0 { action } else { nil } }
  }
}

extension ActionPath where Root == BindableFetchStyleScreen.Action, Value == ErrorPresentationAction {
  /// The user's answer to the banner.
  public static var banner: Self {
    ActionPath(embed: Root.banner) { if case .banner(let action) = $0 { action } else { nil } }
  }
}
