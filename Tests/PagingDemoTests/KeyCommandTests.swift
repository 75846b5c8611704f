import ErrorHandling
import LoadingStates
import Paging
import Testing
import Unidirectional

@testable import PagingDemo

struct KeyCommandTests {
  private func command(_ key: Character, in state: FeedFeature.State = state(.success(rows(3)))) -> KeyCommand {
    KeyCommand(key: UInt8(ascii: key.unicodeScalars.first!), in: state)
  }

  @Test func givenTheScrollingKeysThenTheyReachTheBottomAndTheTop() {
    #expect(command("b") == .send(.reachBottom))
    #expect(command(" ") == .send(.reachBottom))
    #expect(command("u") == .send(.reachTop))
    #expect(command("r") == .send(.refresh))
  }

  @Test func givenLikeOnAListThenTheTopPostIsUpdatedLikedAndLikeAgainUnlikesIt() {
    #expect(command("l") == .send(.edit(.update(FeedItem(id: 1, title: "Post 1", liked: true)))))

    var liked = rows(3)
    liked[id: 1] = FeedItem(id: 1, title: "Post 1", liked: true)
    #expect(command("l", in: state(.success(liked))) == .send(.edit(.update(FeedItem(id: 1, title: "Post 1")))))
  }

  @Test func givenDeleteOnAListThenTheTopPostIsRemoved() {
    #expect(command("d") == .send(.edit(.remove(1))))
  }

  @Test func givenNoPostsWhenLikeOrDeleteIsPressedThenNothingIsSentAndANoteSaysWhy() {
    let empty = state(.initialLoading, nextPage: .firstPage)

    #expect(command("l", in: empty) == .note("no post to like yet"))
    #expect(command("d", in: empty) == .note("no post to delete yet"))
  }

  @Test func givenOnlyTheTopFailedWhenRetryIsPressedThenTheTopIsRetried() {
    var topFailed = state(.success(rows(3)))
    topFailed.top = .failed(.cursor(10), .network)

    #expect(command("t", in: topFailed) == .send(.retryTop))
  }

  @Test func givenTheListAndTheTopFailedWhenRetryIsPressedThenTheListIsRetriedFirst() {
    var bothFailed = state(.pagingFailure(rows(3), .network))
    bothFailed.top = .failed(.cursor(10), .network)

    #expect(command("t", in: bothFailed) == .send(.retry))
    #expect(command("t", in: state(.loadingFailure(.network))) == .send(.retry))
  }

  @Test func givenTheSessionKeysThenFailuresToggleAndQuitEndsIt() {
    #expect(command("f") == .toggleFailures)
    #expect(command("q") == .quit)
    #expect(KeyCommand(key: 3, in: state(.idle)) == .quit)
    #expect(KeyCommand(key: 4, in: state(.idle)) == .quit)
  }

  @Test func givenAnUnknownKeyThenANoteListsTheKeys() {
    #expect(command("x") == .note("unknown key — use b, space, u, r, t, l, d, f or q"))
  }
}
