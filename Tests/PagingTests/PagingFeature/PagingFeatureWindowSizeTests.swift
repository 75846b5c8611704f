import Paging
import Testing

@Suite("A window too small to hold a page")
struct PagingFeatureWindowSizeTests {
  @Test func givenAWindowOfNoPagesWhenTheFeatureIsCreatedThenItStopsSayingWhatToPass() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Feed(pageSize: 3, maxPages: 0) { _ in throw CancellationError() }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("maxPages is 0, but a list holds at least the page on screen; pass 1 or more, or nil"))
  }
}
