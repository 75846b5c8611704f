public import ErrorHandling
import LoadingStates
public import Paging
public import Unidirectional

/// Article 000's Fetch style: the component owns the list's state and drives it, and the
/// screen may also trigger it and read it.
///
/// Who owns the state: the component, ``PostFeed`` (article 000's view store). Who triggers
/// the loads: the component's view (appear, the bottom row, pull-to-refresh), and also the
/// screen, here with a reload button of its own. Who reads it: the component draws it; the
/// screen reads it for its banner. Fits a screen that shares the common behaviour but
/// changes a little of it, such as when the first load starts or how errors show.
public struct FetchStylePostsScreen: Reducer {
  /// The component's state, and the screen's banner.
  public struct State: Equatable {
    /// The component's state: the screen reaches in only to read it.
    public var feed: PostFeed.State
    /// The banner the screen raises when the list fails.
    public var banner: ErrorPresentation<Action>?

    /// Creates the screen's state; by default, nothing loaded.
    ///
    /// - Parameters:
    ///   - feed: The component's state.
    ///   - banner: The banner, if raised.
    public init(feed: PostFeed.State = PostFeed.State(), banner: ErrorPresentation<Action>? = nil) {
      self.feed = feed
      self.banner = banner
    }
  }

  /// The component's actions, and the screen's own.
  public enum Action: Equatable, Sendable {
    /// An action of the component: its view sends these.
    case feed(PostFeed.Action)
    /// The screen's own reload button: the screen triggers the component.
    case reloadTapped
    /// The user closed the banner.
    case banner(ErrorPresentationAction)
  }

  /// The component.
  public let feed: PostFeed

  /// Creates the screen around its component.
  ///
  /// - Parameters:
  ///   - pageSize: The posts a page holds.
  ///   - fetch: Fetches a page.
  public init(pageSize: Int = 20, fetch: @escaping FetchPosts) {
    feed = PostFeed(pageSize: pageSize, fetch: fetch)
  }

  public var body: some Reducer<State, Action> {
    Scope(state: \.feed, action: .feed) { feed }
      .presentingErrors(of: \.feed.list.failure, in: \.banner, action: .banner, policy: .banners())
    Reduce { _, action in
      switch action {
      case .reloadTapped:
        return .send(.feed(.refresh))
      case .feed, .banner:
        return .none
      }
    }
  }
}

extension ActionPath where Root == FetchStylePostsScreen.Action, Value == PostFeed.Action {
  /// The component's actions inside the screen's.
  public static var feed: Self {
    ActionPath(embed: Root.feed) { if case .feed(let action) = $0 { action } else { nil } }
  }
}

extension ActionPath where Root == FetchStylePostsScreen.Action, Value == ErrorPresentationAction {
  /// The user's answer to the banner.
  public static var banner: Self {
    ActionPath(embed: Root.banner) { if case .banner(let action) = $0 { action } else { nil } }
  }
}
