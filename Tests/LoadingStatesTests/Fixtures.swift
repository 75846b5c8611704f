import LoadingStates

/// The error every test state carries; the reason tells one error from another.
struct TestFailure: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  let reason: String

  init(_ reason: String) {
    self.reason = reason
  }

  var description: String { reason }
}

typealias Loaded = DataState<[String], TestFailure>
typealias Paged = PagingDataState<[String], TestFailure>

/// The payloads the spec tables are written with. Values already in a state and values an
/// event brings are different, so every row shows which one the next state keeps.
enum Fixture {
  /// The value a state already holds.
  static let shown = ["a", "b"]
  /// The value a `succeed` event brings.
  static let fresh = ["fresh"]
  /// The page an `appendPage` event brings.
  static let page = ["c"]
  /// The error a state already holds.
  static let old = TestFailure("old")
  /// The error a `fail` event brings.
  static let new = TestFailure("new")
}

extension Loaded {
  /// One state of each case, in declaration order.
  static let everyCase: [Loaded] = [
    .idle,
    .initialLoading,
    .reLoading(Fixture.shown),
    .retryLoading(Fixture.old),
    .success(Fixture.shown),
    .loadingFailure(Fixture.old),
    .reLoadingFailure(Fixture.shown, Fixture.old),
  ]
}

extension Paged {
  /// One state of each case, in declaration order.
  static let everyCase: [Paged] = [
    .idle,
    .initialLoading,
    .reLoading(Fixture.shown),
    .retryLoading(Fixture.old),
    .success(Fixture.shown),
    .loadingFailure(Fixture.old),
    .reLoadingFailure(Fixture.shown, Fixture.old),
    .paging(Fixture.shown),
    .pagingFailure(Fixture.shown, Fixture.old),
  ]
}

/// What an event does to a state, as the spec tables write it.
enum Outcome<State: Equatable & Sendable>: Equatable, Sendable {
  /// The event applies and moves the state here.
  case becomes(State)
  /// The event is refused: it returns `false` and leaves the state as it was.
  case unchanged
}
