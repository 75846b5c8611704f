import LoadingStates
import Testing

struct ConformanceTests {
  static func requireSendable<T: Sendable>(_: T.Type) {}

  @Test func statesWithSendablePayloadsAreSendable() {
    Self.requireSendable(DataState<[String], TestFailure>.self)
    Self.requireSendable(PagingDataState<[String], TestFailure>.self)
    Self.requireSendable(LoadingState<[String], TestFailure>.self)
    Self.requireSendable(LoadPhase.self)
  }

  @Test func equalStatesHashAlikeAndDifferentPayloadsDoNot() {
    // Given
    let loaded: Set<Loaded> = [
      .success(["a"]), .success(["a"]), .success(["b"]), .reLoading(["a"]),
      .loadingFailure(TestFailure("x")), .loadingFailure(TestFailure("x")),
    ]
    let paged: Set<Paged> = [
      .paging(["a"]), .paging(["a"]), .pagingFailure(["a"], TestFailure("x")),
      .pagingFailure(["a"], TestFailure("y")),
    ]
    let projected: Set<LoadingState<[String], TestFailure>> = [
      .loaded(["a"]), .loaded(["a"]), .loading, .idle, .failed(TestFailure("x")),
    ]

    // Then
    #expect(loaded.count == 4)
    #expect(paged.count == 3)
    #expect(projected.count == 4)
  }

  @Test func everyCaseOfEachEnumIsDifferentFromEveryOther() {
    #expect(Set(Loaded.everyCase).count == 7)
    #expect(Set(Paged.everyCase).count == 9)
  }

  @Test func givenTwoPagingStatesTheyAreEqualExactlyWhenTheCaseAndEveryPayloadAre() {
    for (index, state) in Paged.everyCase.enumerated() {
      #expect(Paged.everyCase.indices.filter { Paged.everyCase[$0] == state } == [index])
    }
    let otherRows = ["c"]
    let otherError = TestFailure("other")
    let differentPayloads: [(Paged, Paged)] = [
      (.reLoading(Fixture.shown), .reLoading(otherRows)),
      (.success(Fixture.shown), .success(otherRows)),
      (.paging(Fixture.shown), .paging(otherRows)),
      (.retryLoading(Fixture.old), .retryLoading(otherError)),
      (.loadingFailure(Fixture.old), .loadingFailure(otherError)),
      (.reLoadingFailure(Fixture.shown, Fixture.old), .reLoadingFailure(otherRows, Fixture.old)),
      (.reLoadingFailure(Fixture.shown, Fixture.old), .reLoadingFailure(Fixture.shown, otherError)),
      (.pagingFailure(Fixture.shown, Fixture.old), .pagingFailure(otherRows, Fixture.old)),
      (.pagingFailure(Fixture.shown, Fixture.old), .pagingFailure(Fixture.shown, otherError)),
    ]
    for (state, other) in differentPayloads {
      #expect(state != other)
    }
  }

  @Test func aStateCrossesIntoATaskAndBack() async {
    // Given
    let state = Paged.paging(["a"])

    // When
    let returned = await Task.detached { state }.value

    // Then
    #expect(returned == state)
  }
}
