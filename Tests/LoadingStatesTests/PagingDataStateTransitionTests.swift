import LoadingStates
import Testing

struct PagingDataStateTransitionTests {
  enum Event: Sendable, Hashable, CustomStringConvertible {
    case startLoading
    case startPaging
    case succeed([String])
    case appendPage([String])
    case fail(TestFailure)
    case cancelLoading

    static let all: [Event] = [
      .startLoading, .startPaging, .succeed(Fixture.fresh), .appendPage(Fixture.page),
      .fail(Fixture.new), .cancelLoading,
    ]

    var name: String {
      switch self {
      case .startLoading: "startLoading"
      case .startPaging: "startPaging"
      case .succeed: "succeed"
      case .appendPage: "appendPage"
      case .fail: "fail"
      case .cancelLoading: "cancelLoading"
      }
    }

    var description: String {
      switch self {
      case .startLoading: "startLoading()"
      case .startPaging: "startPaging()"
      case .succeed(let value): "succeed(\(value))"
      case .appendPage(let page): "appendPage(\(page))"
      case .fail(let error): "fail(\(error))"
      case .cancelLoading: "cancelLoading()"
      }
    }

    /// Sends the event; for `appendPage`, also says whether the closure ran.
    func send(to state: inout Paged) -> (applied: Bool, appendCalled: Bool) {
      switch self {
      case .startLoading:
        return (state.startLoading(), false)
      case .startPaging:
        return (state.startPaging(), false)
      case .succeed(let value):
        return (state.succeed(value), false)
      case .fail(let error):
        return (state.fail(error), false)
      case .cancelLoading:
        return (state.cancelLoading(), false)
      case .appendPage(let page):
        var called = false
        let applied = state.appendPage { rows in
          called = true
          rows.append(contentsOf: page)
        }
        return (applied, called)
      }
    }
  }

  struct Row: Sendable, CustomTestStringConvertible {
    let from: Paged
    let event: Event
    let outcome: Outcome<Paged>

    init(_ from: Paged, _ event: Event, _ outcome: Outcome<Paged>) {
      self.from = from
      self.event = event
      self.outcome = outcome
    }

    var testDescription: String {
      switch outcome {
      case .becomes(let to): "\(from) + \(event) → \(to)"
      case .unchanged: "\(from) + \(event) → unchanged"
      }
    }
  }

  // MARK: - The spec: every case × every event

  static let shown = Fixture.shown
  static let fresh = Fixture.fresh
  static let page = Fixture.page
  static let old = Fixture.old
  static let new = Fixture.new

  static let spec: [Row] = [
    // startLoading: first load, refresh keeping the rows (it wins over paging), retry.
    Row(.idle, .startLoading, .becomes(.initialLoading)),
    Row(.initialLoading, .startLoading, .unchanged),
    Row(.reLoading(shown), .startLoading, .unchanged),
    Row(.retryLoading(old), .startLoading, .unchanged),
    Row(.success(shown), .startLoading, .becomes(.reLoading(shown))),
    Row(.loadingFailure(old), .startLoading, .becomes(.retryLoading(old))),
    Row(.reLoadingFailure(shown, old), .startLoading, .becomes(.reLoading(shown))),
    Row(.paging(shown), .startLoading, .becomes(.reLoading(shown))),
    Row(.pagingFailure(shown, old), .startLoading, .becomes(.reLoading(shown))),

    // startPaging: only from a settled state that holds rows.
    Row(.idle, .startPaging, .unchanged),
    Row(.initialLoading, .startPaging, .unchanged),
    Row(.reLoading(shown), .startPaging, .unchanged),
    Row(.retryLoading(old), .startPaging, .unchanged),
    Row(.success(shown), .startPaging, .becomes(.paging(shown))),
    Row(.loadingFailure(old), .startPaging, .unchanged),
    Row(.reLoadingFailure(shown, old), .startPaging, .becomes(.paging(shown))),
    Row(.paging(shown), .startPaging, .unchanged),
    Row(.pagingFailure(shown, old), .startPaging, .becomes(.paging(shown))),

    // succeed: only a first-page load in flight; a page in flight needs appendPage.
    Row(.idle, .succeed(fresh), .unchanged),
    Row(.initialLoading, .succeed(fresh), .becomes(.success(fresh))),
    Row(.reLoading(shown), .succeed(fresh), .becomes(.success(fresh))),
    Row(.retryLoading(old), .succeed(fresh), .becomes(.success(fresh))),
    Row(.success(shown), .succeed(fresh), .unchanged),
    Row(.loadingFailure(old), .succeed(fresh), .unchanged),
    Row(.reLoadingFailure(shown, old), .succeed(fresh), .unchanged),
    Row(.paging(shown), .succeed(fresh), .unchanged),
    Row(.pagingFailure(shown, old), .succeed(fresh), .unchanged),

    // appendPage: only a page in flight; the page goes after the rows.
    Row(.idle, .appendPage(page), .unchanged),
    Row(.initialLoading, .appendPage(page), .unchanged),
    Row(.reLoading(shown), .appendPage(page), .unchanged),
    Row(.retryLoading(old), .appendPage(page), .unchanged),
    Row(.success(shown), .appendPage(page), .unchanged),
    Row(.loadingFailure(old), .appendPage(page), .unchanged),
    Row(.reLoadingFailure(shown, old), .appendPage(page), .unchanged),
    Row(.paging(shown), .appendPage(page), .becomes(.success(["a", "b", "c"]))),
    Row(.pagingFailure(shown, old), .appendPage(page), .unchanged),

    // fail: only a request in flight; rows on screen stay there.
    Row(.idle, .fail(new), .unchanged),
    Row(.initialLoading, .fail(new), .becomes(.loadingFailure(new))),
    Row(.reLoading(shown), .fail(new), .becomes(.reLoadingFailure(shown, new))),
    Row(.retryLoading(old), .fail(new), .becomes(.loadingFailure(new))),
    Row(.success(shown), .fail(new), .unchanged),
    Row(.loadingFailure(old), .fail(new), .unchanged),
    Row(.reLoadingFailure(shown, old), .fail(new), .unchanged),
    Row(.paging(shown), .fail(new), .becomes(.pagingFailure(shown, new))),
    Row(.pagingFailure(shown, old), .fail(new), .unchanged),

    // cancelLoading: a cancelled request is never a failure; back to what was shown.
    Row(.idle, .cancelLoading, .unchanged),
    Row(.initialLoading, .cancelLoading, .becomes(.idle)),
    Row(.reLoading(shown), .cancelLoading, .becomes(.success(shown))),
    Row(.retryLoading(old), .cancelLoading, .becomes(.loadingFailure(old))),
    Row(.success(shown), .cancelLoading, .unchanged),
    Row(.loadingFailure(old), .cancelLoading, .unchanged),
    Row(.reLoadingFailure(shown, old), .cancelLoading, .unchanged),
    Row(.paging(shown), .cancelLoading, .becomes(.success(shown))),
    Row(.pagingFailure(shown, old), .cancelLoading, .unchanged),
  ]

  @Test func theSpecCoversEveryCaseWithEveryEventExactlyOnce() {
    // Given
    let everyPair = Paged.everyCase.flatMap { state in
      Event.all.map { "\(state.phase) + \($0.name)" }
    }

    // When
    let specPairs = Self.spec.map { "\($0.from.phase) + \($0.event.name)" }

    // Then
    #expect(specPairs.count == 54)
    #expect(Set(specPairs).count == specPairs.count)
    #expect(Set(specPairs) == Set(everyPair))
  }

  @Test(arguments: spec)
  func eachEventMovesEachCaseAsTheSpecSays(_ row: Row) {
    // Given
    var state = row.from

    // When
    let (applied, appendCalled) = row.event.send(to: &state)

    // Then
    switch row.outcome {
    case .becomes(let expected):
      #expect(applied)
      #expect(state == expected)
    case .unchanged:
      #expect(!applied)
      #expect(state == row.from)
      #expect(!appendCalled, "appendPage ran its closure but was refused")
    }
  }

  // MARK: - Whole journeys

  @Test func aListLoadsPagesRetriesAFailedPageAndIsRefreshed() {
    // Given
    var state = Paged.idle
    var states = [state]
    func record(_ event: Event) {
      let before = state
      let applied = event.send(to: &state).applied
      #expect(applied, "\(event) was refused in \(before)")
      states.append(state)
    }

    // When
    record(.startLoading)
    record(.succeed(["1", "2"]))
    record(.startPaging)
    record(.appendPage(["3", "4"]))
    record(.startPaging)
    record(.fail(TestFailure("offline")))
    record(.startPaging)
    record(.appendPage(["5"]))
    record(.startLoading)
    record(.succeed(["0", "1"]))

    // Then
    #expect(
      states == [
        .idle,
        .initialLoading,
        .success(["1", "2"]),
        .paging(["1", "2"]),
        .success(["1", "2", "3", "4"]),
        .paging(["1", "2", "3", "4"]),
        .pagingFailure(["1", "2", "3", "4"], TestFailure("offline")),
        .paging(["1", "2", "3", "4"]),
        .success(["1", "2", "3", "4", "5"]),
        .reLoading(["1", "2", "3", "4", "5"]),
        .success(["0", "1"]),
      ])
  }

  @Test func refreshWhilePagingRefusesTheLatePage() {
    // Given
    var state = Paged.paging(["1", "2"])

    // When
    let refreshed = state.startLoading()
    let latePageApplied = state.appendPage(contentsOf: ["3"])

    // Then
    #expect(refreshed)
    #expect(!latePageApplied)
    #expect(state == .reLoading(["1", "2"]))
  }

  @Test func aFailedRefreshCanStillPageAndAPageCanBeRefreshed() {
    // Given
    var state = Paged.reLoadingFailure(["1"], TestFailure("timeout"))

    // When
    let paged = state.startPaging()
    let afterPaging = state
    let refreshed = state.startLoading()

    // Then
    #expect(paged)
    #expect(afterPaging == .paging(["1"]))
    #expect(refreshed)
    #expect(state == .reLoading(["1"]))
  }

  @Test func nothingPagesBeforeTheFirstPageArrived() {
    // Given
    var state = Paged.idle
    state.startLoading()

    // When
    let paged = state.startPaging()

    // Then
    #expect(!paged)
    #expect(state == .initialLoading)
  }
}
