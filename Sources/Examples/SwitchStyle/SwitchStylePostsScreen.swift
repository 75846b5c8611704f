public import ErrorHandling
public import LoadingStates
public import Paging
public import ScreenComponents
public import Unidirectional

/// Article 000's Switch style: the screen owns the list's state and drives every load
/// itself; the component (``ScreenComponents/PagingListContent``) only draws it.
///
/// Who owns the state: the screen (``State/posts``). Who triggers the loads: the screen's
/// own actions, on the transitions of ``LoadingStates/PagingDataState``. Who reads it: the
/// screen, and the component it hands the state to. The most flexible style, and the one
/// with the most code in the screen.
///
/// It follows the article's own code: the next page starts after the last post shown, and
/// an empty list asks for none (the article's `guard let lastId`). A refresh, or the
/// view's `.task` when the screen appears again, over a page still in flight does what
/// ``Paging/RefreshWhilePaging`` says; this screen uses ``Paging/RefreshWhilePaging/isIgnored``
/// by default, as the article's `isLoading || isPaging` guard does, and
/// ``Paging/RefreshWhilePaging/cancelsThePage`` when it is given that.
public struct SwitchStylePostsScreen: Reducer {
  /// The screen's list, and its banner.
  public struct State: Equatable {
    /// The posts and what the list is doing with them.
    public var posts: PagingDataState<IdentifiedArray<Post>, AppError>
    /// Whether a page after the last post exists.
    public var hasMore: Bool
    /// The banner over a failed list, if raised.
    public var banner: ErrorPresentation<Action>?

    /// Creates the screen's state; by default, nothing loaded.
    ///
    /// - Parameters:
    ///   - posts: The list's loading state.
    ///   - hasMore: Whether a page after the last post exists.
    ///   - banner: The banner, if raised.
    public init(
      posts: PagingDataState<IdentifiedArray<Post>, AppError> = .idle,
      hasMore: Bool = true,
      banner: ErrorPresentation<Action>? = nil
    ) {
      self.posts = posts
      self.hasMore = hasMore
      self.banner = banner
    }

    /// What the component draws: the screen hands it the state.
    public var content: PagingListContent<Post> { PagingListContent(posts, hasMore: hasMore) }
  }

  /// What the screen does; every load starts here, not in the component.
  public enum Action: Equatable, Sendable {
    /// The view's `.task`: the first load, and a reload each time the screen appears again.
    case task
    /// Pull-to-refresh.
    case refresh
    /// The component's spinner row appeared: the next page.
    case bottomRowAppeared
    /// A retry button, on the error screen or the error row.
    case retryTapped
    /// The user closed the banner.
    case banner(ErrorPresentationAction)
    /// The first page's answer.
    case firstPageLoaded(Result<Page<Post, Int>, AppError>)
    /// The next page's answer.
    case nextPageLoaded(Result<Page<Post, Int>, AppError>)
  }

  /// Fetches a page.
  public let fetch: FetchPosts
  /// The posts a page holds.
  public let pageSize: Int
  /// What a refresh or a reappearance does while a page is in flight.
  public let refreshWhilePaging: RefreshWhilePaging

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - pageSize: The posts a page holds.
  ///   - refreshWhilePaging: What a refresh or a reappearance does while a page is in
  ///     flight; ignored by default, as in article 000.
  ///   - fetch: Fetches a page.
  public init(pageSize: Int = 20, refreshWhilePaging: RefreshWhilePaging = .isIgnored, fetch: @escaping FetchPosts) {
    self.pageSize = pageSize
    self.refreshWhilePaging = refreshWhilePaging
    self.fetch = fetch
  }

  public var body: some Reducer<State, Action> {
    Reduce(drive)
      .presentingErrors(of: \.posts.failure, in: \.banner, action: .banner, policy: .banners())
  }

  private func drive(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .task, .refresh:
      return reload(&state)
    case .bottomRowAppeared:
      return state.hasMore ? startPaging(&state) : .none
    case .retryTapped where state.posts.isPagingFailure:
      return startPaging(&state)
    case .retryTapped:
      return state.posts.isFailure && state.posts.startLoading() ? fetchInitial() : .none
    case .banner:
      return .none
    case .firstPageLoaded(.success(let page)):
      state.posts.succeed(IdentifiedArray(uniqueElements: page.items))
      state.hasMore = page.nextCursor != nil
      return .none
    case .nextPageLoaded(.success(let page)):
      state.posts.appendPage { $0.append(contentsOf: page.items) }
      state.hasMore = page.nextCursor != nil
      return .none
    case .firstPageLoaded(.failure(let error)), .nextPageLoaded(.failure(let error)):
      state.posts.fail(error)
      return .none
    }
  }

  /// The first page again, unless a page in flight keeps it from starting
  /// (``refreshWhilePaging``); starting it cancels that page.
  private func reload(_ state: inout State) -> Effect<Action> {
    if state.posts.isPaging && refreshWhilePaging == .isIgnored { return .none }
    return state.posts.startLoading() ? fetchInitial() : .none
  }

  /// The page after the last post shown; none from an empty list, which has no last post
  /// to count from.
  private func startPaging(_ state: inout State) -> Effect<Action> {
    guard let last = state.posts.value?.last, state.posts.startPaging() else { return .none }
    return fetchMore(after: last.id)
  }

  /// The first page: article 000's `fetchInitial`.
  private func fetchInitial() -> Effect<Action> {
    load(PageRequest(cursor: nil, pageSize: pageSize), answer: Action.firstPageLoaded)
  }

  /// The page after the post with `lastID`: article 000's `fetchMore`, `minId: lastId + 1`.
  private func fetchMore(after lastID: Post.ID) -> Effect<Action> {
    load(PageRequest(cursor: lastID + 1, pageSize: pageSize), answer: Action.nextPageLoaded)
  }

  private func load(
    _ request: PageRequest<Int>,
    answer: @escaping @Sendable (Result<Page<Post, Int>, AppError>) -> Action
  ) -> Effect<Action> {
    let fetch = self.fetch
    return .run { send in
      send(answer(.success(try await fetch(request))))
    } catch: { error, send in
      send(answer(.failure(AppError(error))))
    }
    .cancellable(id: PostsRequestID(), cancelInFlight: true)
  }
}

extension ActionPath where Root == SwitchStylePostsScreen.Action, Value == ErrorPresentationAction {
  /// The user's answer to the banner.
  public static var banner: Self {
    ActionPath(embed: Root.banner) { if case .banner(let action) = $0 { action } else { nil } }
  }
}

/// The screen's one request at a time: a refresh that runs replaces a page in flight.
private struct PostsRequestID: Hashable, Sendable {}
