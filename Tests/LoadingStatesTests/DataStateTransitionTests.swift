import LoadingStates
import Testing

struct DataStateTransitionTests {
  enum Event: Sendable, Hashable, CustomStringConvertible {
    case startLoading
    case succeed([String])
    case fail(TestFailure)
    case cancelLoading
    case receive([String])
    case receiveFailure(TestFailure)

    var name: String {
      switch self {
      case .startLoading: "startLoading"
      case .succeed: "succeed"
      case .fail: "fail"
      case .cancelLoading: "cancelLoading"
      case .receive: "receive"
      case .receiveFailure: "receiveFailure"
      }
    }

    var description: String {
      switch self {
      case .startLoading: "startLoading()"
      case .succeed(let value): "succeed(\(value))"
      case .fail(let error): "fail(\(error))"
      case .cancelLoading: "cancelLoading()"
      case .receive(let value): "receive(\(value))"
      case .receiveFailure(let error): "receiveFailure(\(error))"
      }
    }

    @discardableResult
    func send(to state: inout Loaded) -> Bool {
      switch self {
      case .startLoading: state.startLoading()
      case .succeed(let value): state.succeed(value)
      case .fail(let error): state.fail(error)
      case .cancelLoading: state.cancelLoading()
      case .receive(let value): state.receive(value)
      case .receiveFailure(let error): state.receiveFailure(error)
      }
    }
  }

  struct Row: Sendable, CustomTestStringConvertible {
    let from: Loaded
    let event: Event
    let outcome: Outcome<Loaded>

    init(_ from: Loaded, _ event: Event, _ outcome: Outcome<Loaded>) {
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
  static let old = Fixture.old
  static let new = Fixture.new

  static let spec: [Row] = [
    // startLoading: first load, reload keeping the value, retry keeping the error.
    Row(.idle, .startLoading, .becomes(.initialLoading)),
    Row(.initialLoading, .startLoading, .unchanged),
    Row(.reLoading(shown), .startLoading, .unchanged),
    Row(.retryLoading(old), .startLoading, .unchanged),
    Row(.success(shown), .startLoading, .becomes(.reLoading(shown))),
    Row(.loadingFailure(old), .startLoading, .becomes(.retryLoading(old))),
    Row(.reLoadingFailure(shown, old), .startLoading, .becomes(.reLoading(shown))),

    // succeed: only a load in flight can succeed; the new value replaces the old one.
    Row(.idle, .succeed(fresh), .unchanged),
    Row(.initialLoading, .succeed(fresh), .becomes(.success(fresh))),
    Row(.reLoading(shown), .succeed(fresh), .becomes(.success(fresh))),
    Row(.retryLoading(old), .succeed(fresh), .becomes(.success(fresh))),
    Row(.success(shown), .succeed(fresh), .unchanged),
    Row(.loadingFailure(old), .succeed(fresh), .unchanged),
    Row(.reLoadingFailure(shown, old), .succeed(fresh), .unchanged),

    // fail: only a load in flight can fail; a value on screen stays there.
    Row(.idle, .fail(new), .unchanged),
    Row(.initialLoading, .fail(new), .becomes(.loadingFailure(new))),
    Row(.reLoading(shown), .fail(new), .becomes(.reLoadingFailure(shown, new))),
    Row(.retryLoading(old), .fail(new), .becomes(.loadingFailure(new))),
    Row(.success(shown), .fail(new), .unchanged),
    Row(.loadingFailure(old), .fail(new), .unchanged),
    Row(.reLoadingFailure(shown, old), .fail(new), .unchanged),

    // cancelLoading: a cancelled load is never a failure; back to what was shown.
    Row(.idle, .cancelLoading, .unchanged),
    Row(.initialLoading, .cancelLoading, .becomes(.idle)),
    Row(.reLoading(shown), .cancelLoading, .becomes(.success(shown))),
    Row(.retryLoading(old), .cancelLoading, .becomes(.loadingFailure(old))),
    Row(.success(shown), .cancelLoading, .unchanged),
    Row(.loadingFailure(old), .cancelLoading, .unchanged),
    Row(.reLoadingFailure(shown, old), .cancelLoading, .unchanged),

    // receive: a stream's value ends the load, and each later one replaces the value.
    Row(.idle, .receive(fresh), .unchanged),
    Row(.initialLoading, .receive(fresh), .becomes(.success(fresh))),
    Row(.reLoading(shown), .receive(fresh), .becomes(.success(fresh))),
    Row(.retryLoading(old), .receive(fresh), .becomes(.success(fresh))),
    Row(.success(shown), .receive(fresh), .becomes(.success(fresh))),
    Row(.loadingFailure(old), .receive(fresh), .unchanged),
    Row(.reLoadingFailure(shown, old), .receive(fresh), .unchanged),

    // receiveFailure: a stream that throws keeps the last value it delivered.
    Row(.idle, .receiveFailure(new), .unchanged),
    Row(.initialLoading, .receiveFailure(new), .becomes(.loadingFailure(new))),
    Row(.reLoading(shown), .receiveFailure(new), .becomes(.reLoadingFailure(shown, new))),
    Row(.retryLoading(old), .receiveFailure(new), .becomes(.loadingFailure(new))),
    Row(.success(shown), .receiveFailure(new), .becomes(.reLoadingFailure(shown, new))),
    Row(.loadingFailure(old), .receiveFailure(new), .unchanged),
    Row(.reLoadingFailure(shown, old), .receiveFailure(new), .unchanged),
  ]

  @Test func theSpecCoversEveryCaseWithEveryEventExactlyOnce() {
    // Given
    let events: [Event] = [
      .startLoading, .succeed(Self.fresh), .fail(Self.new), .cancelLoading,
      .receive(Self.fresh), .receiveFailure(Self.new),
    ]
    let everyPair = Loaded.everyCase.flatMap { state in
      events.map { "\(state.phase) + \($0.name)" }
    }

    // When
    let specPairs = Self.spec.map { "\($0.from.phase) + \($0.event.name)" }

    // Then
    #expect(specPairs.count == 42)
    #expect(Set(specPairs).count == specPairs.count)
    #expect(Set(specPairs) == Set(everyPair))
  }

  @Test(arguments: spec)
  func eachEventMovesEachCaseAsTheSpecSays(_ row: Row) {
    // Given
    var state = row.from

    // When
    let applied = row.event.send(to: &state)

    // Then
    switch row.outcome {
    case .becomes(let expected):
      #expect(applied)
      #expect(state == expected)
    case .unchanged:
      #expect(!applied)
      #expect(state == row.from)
    }
  }

  // MARK: - Whole journeys

  @Test func aFailedFirstLoadIsRetriedThenReloadedThenFailsAsABanner() {
    // Given
    var state = Loaded.idle
    var states = [state]
    func record(_ event: Event) {
      let before = state
      let applied = event.send(to: &state)
      #expect(applied, "\(event) was refused in \(before)")
      states.append(state)
    }

    // When
    record(.startLoading)
    record(.fail(TestFailure("offline")))
    record(.startLoading)
    record(.succeed(["a"]))
    record(.startLoading)
    record(.fail(TestFailure("timeout")))
    record(.startLoading)
    record(.succeed(["a", "b"]))

    // Then
    #expect(
      states == [
        .idle,
        .initialLoading,
        .loadingFailure(TestFailure("offline")),
        .retryLoading(TestFailure("offline")),
        .success(["a"]),
        .reLoading(["a"]),
        .reLoadingFailure(["a"], TestFailure("timeout")),
        .reLoading(["a"]),
        .success(["a", "b"]),
      ])
  }

  @Test func aSecondStartLoadingWhileLoadingStartsNothing() {
    // Given
    var state = Loaded.idle
    state.startLoading()

    // When
    let startedAgain = state.startLoading()

    // Then
    #expect(!startedAgain)
    #expect(state == .initialLoading)
  }

  @Test func aLateAnswerAfterTheLoadSettledIsRefused() {
    // Given
    var state = Loaded.initialLoading
    state.succeed(["first"])

    // When
    let lateSuccess = state.succeed(["late"])
    let lateFailure = state.fail(TestFailure("late"))

    // Then
    #expect(!lateSuccess)
    #expect(!lateFailure)
    #expect(state == .success(["first"]))
  }
}
