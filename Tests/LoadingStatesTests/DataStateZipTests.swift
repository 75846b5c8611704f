import LoadingStates
import Testing

struct DataStateZipTests {
  typealias User = DataState<Int, TestFailure>
  typealias Posts = DataState<String, TestFailure>

  static let userError = TestFailure("user")
  static let postsError = TestFailure("posts")

  /// One state of each case for the first load, in declaration order.
  static let users: [User] = [
    .idle, .initialLoading, .reLoading(1), .retryLoading(userError), .success(1),
    .loadingFailure(userError), .reLoadingFailure(1, userError),
  ]

  /// One state of each case for the second load, in declaration order.
  static let posts: [Posts] = [
    .idle, .initialLoading, .reLoading("x"), .retryLoading(postsError), .success("x"),
    .loadingFailure(postsError), .reLoadingFailure("x", postsError),
  ]

  /// The phase of `zip(users[row], posts[column])`.
  static let matrix: [[LoadPhase]] = [
    // posts:  idle             initialLoading   reLoading        retryLoading   success            loadingFailure   reLoadingFailure
    /* idle */
    [
      .idle, .initialLoading, .initialLoading, .retryLoading, .initialLoading, .loadingFailure,
      .loadingFailure,
    ],
    /* initialLoading */
    [
      .initialLoading, .initialLoading, .initialLoading, .retryLoading, .initialLoading,
      .retryLoading, .retryLoading,
    ],
    /* reLoading */
    [
      .initialLoading, .initialLoading, .reLoading, .retryLoading, .reLoading, .retryLoading,
      .reLoading,
    ],
    /* retryLoading */
    [
      .retryLoading, .retryLoading, .retryLoading, .retryLoading, .retryLoading, .retryLoading,
      .retryLoading,
    ],
    /* success */
    [
      .initialLoading, .initialLoading, .reLoading, .retryLoading, .success, .loadingFailure,
      .reLoadingFailure,
    ],
    /* loadingFailure */
    [
      .loadingFailure, .retryLoading, .retryLoading, .retryLoading, .loadingFailure,
      .loadingFailure, .loadingFailure,
    ],
    /* reLoadingFailure */
    [
      .loadingFailure, .retryLoading, .reLoading, .retryLoading, .reLoadingFailure,
      .loadingFailure, .reLoadingFailure,
    ],
  ]

  @Test func theMatrixCoversEveryPairOfCases() {
    #expect(Self.users.map(\.phase) == Loaded.everyCase.map(\.phase))
    #expect(Self.posts.map(\.phase) == Loaded.everyCase.map(\.phase))
    #expect(Self.matrix.count == 7)
    #expect(Self.matrix.allSatisfy { $0.count == 7 })
  }

  @Test(arguments: 0..<7, 0..<7)
  func zippingTwoStatesGivesThePhaseTheMatrixSays(_ row: Int, _ column: Int) {
    // Given
    let user = Self.users[row]
    let posts = Self.posts[column]
    let expected = Self.matrix[row][column]

    // When
    let screen = DataState.zip(user, posts)

    // Then: the phase, and payloads taken from the inputs — both values paired, and the
    // first load's error before the second's.
    #expect(screen.phase == expected, "zip(\(user), \(posts))")
    #expect(screen.value?.0 == (expected.holdsValue ? 1 : nil))
    #expect(screen.value?.1 == (expected.holdsValue ? "x" : nil))
    #expect(screen.error == (expected.hasError ? user.error ?? posts.error : nil))
  }

  @Test func oneValueArrivedAndTheOtherNotYetIsStillLoadingAsInArticle003() {
    // Given: the first response is in, the second has not arrived and has not failed
    let user = User.success(42)
    let posts = Posts.idle

    // When
    let screen = DataState.zip(user, posts)
    let reversed = DataState.zip(posts, user)

    // Then
    #expect(screen.phase == .initialLoading)
    #expect(reversed.phase == .initialLoading)
  }

  @Test func bothValuesArePairedWhenBothLoadsSucceeded() {
    // Given
    let user = User.success(42)
    let posts = Posts.success("hello")

    // When
    let screen = DataState.zip(user, posts)

    // Then
    guard case .success(let (id, text)) = screen else {
      Issue.record("expected success, got \(screen)")
      return
    }
    #expect(id == 42)
    #expect(text == "hello")
  }

  @Test func theFirstLoadsErrorWinsWhenBothFailed() {
    // Given
    let user = User.loadingFailure(Self.userError)
    let posts = Posts.loadingFailure(Self.postsError)

    // When
    let screen = DataState.zip(user, posts)

    // Then
    #expect(screen.phase == .loadingFailure)
    #expect(screen.error == Self.userError)
  }

  @Test func theSecondLoadsErrorShowsWhenOnlyItFailed() {
    // Given
    let user = User.success(1)
    let posts = Posts.reLoadingFailure("x", Self.postsError)

    // When
    let screen = DataState.zip(user, posts)

    // Then
    #expect(screen.phase == .reLoadingFailure)
    #expect(screen.value?.0 == 1)
    #expect(screen.value?.1 == "x")
    #expect(screen.error == Self.postsError)
  }

  @Test func aScreenWaitingForItsSecondLoadIsStillInitiallyLoading() {
    // Given
    let user = User.success(1)
    let posts = Posts.initialLoading

    // When
    let screen = DataState.zip(user, posts)

    // Then
    #expect(screen.phase == .initialLoading)
    #expect(screen.isInitialLoading)
    #expect(screen.value == nil)
  }
}
