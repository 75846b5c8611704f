import ErrorHandling
import LoadingStates
import Paging
import Testing

@testable import PagingDemo

struct DemoStepTests {
  @Test func givenTheTopsAnswerWhenLabelledThenItSaysPreviousWithTheRequestAndTheCount() {
    let page = Page(items: posts(10), nextCursor: 30, previousCursor: 0)

    #expect(DemoStep.label(of: .previousPageReceived(requestID: 2, result: .success(page))) == "previous #2 ✓ 10 posts")
    #expect(DemoStep.label(of: .previousPageReceived(requestID: 0, result: .failure(.network))) == "previous #0 ✕")
  }

  @Test func givenAnEditWhenLabelledThenItNamesTheEditAndThePost() {
    let post = FeedItem(id: 21, title: "Post 21")

    #expect(DemoStep.label(of: .edit(.update(post.togglingLike()), pending: true)) == "edit update #21")
    #expect(DemoStep.label(of: .edit(.remove(22))) == "edit remove #22")
    #expect(DemoStep.label(of: .edit(.insert(post, at: 0))) == "edit insert #21 at 0")
    #expect(DemoStep.label(of: .editSettled(21)) == "editSettled #21")
  }

  @Test func givenTheTopsActionsWhenLabelledThenTheyAreTheirNames() {
    #expect(DemoStep.label(of: .reachTop) == "reachTop")
    #expect(DemoStep.label(of: .retryTop) == "retryTop")
  }

  @Test func givenTheTopsAnswerWhenItIsTheTitleThenTheCountStillFits() {
    let page = Page(items: posts(10), nextCursor: 30, previousCursor: 0)
    let step = DemoStep(number: 21, action: .previousPageReceived(requestID: 2, result: .success(page)), ignoredReason: nil)

    #expect(ScreenRenderer.title(step: step, phase: .success) == "── step 21 · previous #2 ✓ 10 posts → success ──")
  }
}
