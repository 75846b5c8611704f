import LoadingStates
import Testing

struct PagingDataStateValueEditTests {
  /// What every edit in the spec table does to the rows.
  static func edit(_ rows: inout [String]) {
    rows.append("edited")
  }

  /// The rows `edit` makes of the rows a state already holds.
  static let edited = Fixture.shown + ["edited"]

  struct Row: Sendable, CustomTestStringConvertible {
    let from: Paged
    let outcome: Outcome<Paged>

    init(_ from: Paged, _ outcome: Outcome<Paged>) {
      self.from = from
      self.outcome = outcome
    }

    var testDescription: String {
      switch outcome {
      case .becomes(let to): "\(from) + modifyValue → \(to)"
      case .unchanged: "\(from) + modifyValue → unchanged"
      }
    }

    /// One row per case, in declaration order.
    static let all: [Row] = [
      Row(.idle, .unchanged),
      Row(.initialLoading, .unchanged),
      Row(.reLoading(Fixture.shown), .becomes(.reLoading(edited))),
      Row(.retryLoading(Fixture.old), .unchanged),
      Row(.success(Fixture.shown), .becomes(.success(edited))),
      Row(.loadingFailure(Fixture.old), .unchanged),
      Row(
        .reLoadingFailure(Fixture.shown, Fixture.old),
        .becomes(.reLoadingFailure(edited, Fixture.old))
      ),
      Row(.paging(Fixture.shown), .becomes(.paging(edited))),
      Row(
        .pagingFailure(Fixture.shown, Fixture.old),
        .becomes(.pagingFailure(edited, Fixture.old))
      ),
    ]
  }

  // MARK: - The spec table

  @Test func theTableCoversEveryCase() {
    #expect(Row.all.map(\.from) == Paged.everyCase)
  }

  @Test(arguments: Row.all)
  func modifyValueEditsTheRowsAndKeepsTheCaseOrRefuses(_ row: Row) {
    // Given
    var state = row.from
    var calls = 0

    // When
    let applied = state.modifyValue { rows in
      calls += 1
      Self.edit(&rows)
    }

    // Then
    switch row.outcome {
    case .becomes(let expected):
      #expect(applied)
      #expect(calls == 1)
      #expect(state == expected)
    case .unchanged:
      #expect(!applied)
      #expect(calls == 0, "the edit ran in a case without rows")
      #expect(state == row.from)
    }
  }

  // MARK: - In place

  /// The cases that hold rows, each made from the rows it is given.
  enum Holding: CaseIterable, Sendable {
    case success, reLoading, reLoadingFailure, paging, pagingFailure

    func state(holding rows: [Int]) -> PagingDataState<[Int], TestFailure> {
      switch self {
      case .success: .success(rows)
      case .reLoading: .reLoading(rows)
      case .reLoadingFailure: .reLoadingFailure(rows, Fixture.old)
      case .paging: .paging(rows)
      case .pagingFailure: .pagingFailure(rows, Fixture.old)
      }
    }
  }

  /// Where the rows' elements live, or `nil` for a state without rows.
  static func bufferAddress(of state: PagingDataState<[Int], TestFailure>) -> UnsafeRawPointer? {
    state.value?.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  @Test(arguments: Holding.allCases)
  func modifyValueEditsUniquelyReferencedRowsInTheirOwnBuffer(_ holding: Holding) throws {
    // Given rows that nothing but the state refers to
    var state = holding.state(holding: Array(0..<1_000))
    let before = try #require(Self.bufferAddress(of: state))

    // When
    let applied = state.modifyValue { rows in
      for index in rows.indices {
        rows[index] *= 2
      }
    }

    // Then
    #expect(applied)
    #expect(Self.bufferAddress(of: state) == before, "the rows were copied to a new buffer")
    #expect(state == holding.state(holding: (0..<1_000).map { $0 * 2 }))
  }

  @Test(arguments: Holding.allCases)
  func modifyValueCopiesTheRowsWhenAnotherCopyIsAlive(_ holding: Holding) throws {
    // Given a copy of the rows kept outside the state, sharing their buffer
    var state = holding.state(holding: [1, 2, 3])
    let before = try #require(Self.bufferAddress(of: state))
    let snapshot = try #require(state.value)

    // When
    state.modifyValue { $0[0] = 10 }

    // Then: value semantics — the snapshot is untouched, so the state had to copy.
    #expect(snapshot == [1, 2, 3])
    #expect(state == holding.state(holding: [10, 2, 3]))
    #expect(Self.bufferAddress(of: state) != before)
  }
}
