import LoadingStates
import Testing

struct PagingDataStateAppendPageTests {
  typealias Numbers = PagingDataState<[Int], TestFailure>

  /// A `paging` state whose rows have room for `capacity` elements, and no other reference
  /// to their buffer: the array is consumed into the state.
  static func paging(count: Int, capacity: Int) -> Numbers {
    var rows: [Int] = []
    rows.reserveCapacity(capacity)
    rows.append(contentsOf: 0..<count)
    return .paging(rows)
  }

  /// Where the rows' elements live, or `nil` for a state without rows.
  static func bufferAddress(of state: Numbers) -> UnsafeRawPointer? {
    state.value?.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  // MARK: - In place

  @Test func appendPageGrowsTheRowsInTheirOwnBuffer() throws {
    // Given
    var state = Self.paging(count: 1_000, capacity: 1_100)
    let before = try #require(Self.bufferAddress(of: state))

    // When
    let applied = state.appendPage { rows in
      rows.append(contentsOf: 1_000..<1_100)
    }

    // Then
    #expect(applied)
    #expect(Self.bufferAddress(of: state) == before, "the rows were copied to a new buffer")
    #expect(state == .success(Array(0..<1_100)))
  }

  @Test func appendPageContentsOfGrowsTheRowsInTheirOwnBuffer() throws {
    // Given
    var state = Self.paging(count: 1_000, capacity: 1_100)
    let before = try #require(Self.bufferAddress(of: state))

    // When
    let applied = state.appendPage(contentsOf: 1_000..<1_100)

    // Then
    #expect(applied)
    #expect(Self.bufferAddress(of: state) == before, "the rows were copied to a new buffer")
    #expect(state == .success(Array(0..<1_100)))
  }

  @Test func pageAfterPageStaysInOneBufferWhileItFits() throws {
    // Given
    var state = Self.paging(count: 10, capacity: 10 + 50 * 10)
    let before = try #require(Self.bufferAddress(of: state))

    // When
    var addresses: [UnsafeRawPointer?] = []
    for page in 0..<50 {
      let start = 10 + page * 10
      state.appendPage(contentsOf: start..<start + 10)
      addresses.append(Self.bufferAddress(of: state))
      state.startPaging()
    }

    // Then
    let movedAtPages = addresses.indices.filter { addresses[$0] != before }
    #expect(movedAtPages.isEmpty, "the rows were copied to a new buffer at pages \(movedAtPages)")
    #expect(state == .paging(Array(0..<510)))
  }

  @Test func appendPageCopiesTheRowsOnceWhenAnotherCopyIsAlive() throws {
    // Given: a copy of the rows kept outside the state shares their buffer.
    var state = Self.paging(count: 3, capacity: 100)
    let before = try #require(Self.bufferAddress(of: state))
    let snapshot = try #require(state.value)

    // When
    state.appendPage(contentsOf: [3, 4])

    // Then: value semantics — the snapshot is untouched, so the state had to copy.
    #expect(snapshot == [0, 1, 2])
    #expect(state == .success([0, 1, 2, 3, 4]))
    #expect(Self.bufferAddress(of: state) != before)
  }

  // MARK: - Refused outside paging

  @Test(arguments: Paged.everyCase.filter { !$0.isPaging })
  func appendPageOutsidePagingNeverCallsTheClosure(_ from: Paged) {
    // Given
    var state = from
    var calls = 0

    // When
    let applied = state.appendPage { _ in calls += 1 }

    // Then
    #expect(!applied)
    #expect(calls == 0)
    #expect(state == from)
  }

  @Test(arguments: Paged.everyCase)
  func appendPageContentsOfDoesWhatTheClosureFormDoes(_ from: Paged) {
    // Given
    var viaClosure = from
    var viaContentsOf = from

    // When
    let appliedViaClosure = viaClosure.appendPage { $0.append(contentsOf: Fixture.page) }
    let appliedViaContentsOf = viaContentsOf.appendPage(contentsOf: Fixture.page)

    // Then
    #expect(appliedViaContentsOf == appliedViaClosure)
    #expect(viaContentsOf == viaClosure)
  }

  @Test func appendPageAcceptsAnySequenceOfTheElements() {
    // Given
    var state = Paged.paging(["a"])

    // When
    state.appendPage(contentsOf: ["b", "c"].lazy.map { $0.uppercased() })

    // Then
    #expect(state == .success(["a", "B", "C"]))
  }
}
