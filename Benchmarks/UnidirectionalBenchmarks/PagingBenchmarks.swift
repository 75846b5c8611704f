import LoadingStates
import Observation
import Paging
import Unidirectional

/// `paging.append`: appending page k must cost what appending page 1 did.
///
/// Each sample loads a first page, then appends 2,000 pages of 50 items through a `Store`,
/// timing each append on its own. `reachBottom` (which starts the page request) is untimed;
/// the timed step is the answer, `responseReceived`, which is where the page is appended.
/// The naive contender is the articles' pattern, `state = .success(users + newUsers)`, run
/// through the same store. The bare contender is the floor: the same pages appended with
/// `Array.append(contentsOf:)` to an array held in a struct, no store, no ids, each append
/// timed as the subject's are. Each of its samples runs right after one of the subject's,
/// and the subject's last window over the bare one is checked within each pair, then the
/// median over pairs: what an append costs next to what Swift's own append costs.
///
/// A window's figure is the median append of its 200 pages, so the growth spikes of
/// amortised structures (an array doubling, the id table rebuilding) are not counted in the
/// window they happen to fall in; the amortised line reports means, spikes included. The
/// checked ratio is taken within each sample (last window over first window of the same
/// run), then the median over samples: the machine's speed drifts between samples, and a
/// ratio of one sample's window to another's would measure that drift.
enum PagingBenchmarks {
  /// Pages appended after the first page.
  static let appendCount = 2_000
  /// Items per page.
  static let pageSize = 50
  /// Appends per bucket of the plotted series.
  static let bucketSize = 50

  static let append = Benchmark(
    name: "paging.append",
    summary: "2,000 appended pages of 50 items: last 10% vs first 10%, vs a bare Array append"
  ) { context in
    let pages = (0...appendCount).map { Item.page($0, size: pageSize) }
    // A sample of ours takes milliseconds, one of the naive pattern a quarter of a second:
    // ours gets many samples, quick run or not, so that disturbed samples cannot move the
    // median of its ratio.
    let samples = 31
    let naiveSamples = context.samples(full: 7, quick: 3)
    // The contenders run one after the other, not interleaved: the naive one leaves the
    // allocator holding megabytes of freed arrays, which would change where the next
    // `PagingFeature` sample's storage comes from. The bare contender is the exception: it
    // is compared with ours pair by pair, so that a machine busy for a few seconds slows
    // both, and each of its samples frees one array, not thousands.
    _ = pagingFeature(pages)
    _ = bareArray(pages)
    _ = bareIndexedList(pages)
    var ours: [[Double]] = []
    var bare: [[Double]] = []
    var indexed: [[Double]] = []
    for _ in 0..<samples {
      ours.append(pagingFeature(pages))
      bare.append(bareArray(pages))
      indexed.append(bareIndexedList(pages))
    }
    _ = pagingFeature(pages, observingTheList: true)
    var observed: [[Double]] = []
    for _ in 0..<samples { observed.append(pagingFeature(pages, observingTheList: true)) }
    _ = identifiedArrayAlone(pages)
    var alone: [[Double]] = []
    for _ in 0..<samples { alone.append(identifiedArrayAlone(pages)) }
    _ = naive(pages)
    var theirs: [[Double]] = []
    for _ in 0..<naiveSamples { theirs.append(naive(pages)) }
    return report(
      ours: AppendTimes(samples: ours),
      observed: AppendTimes(samples: observed),
      naive: AppendTimes(samples: theirs),
      collection: AppendTimes(samples: alone),
      bare: AppendTimes(samples: bare),
      indexed: AppendTimes(samples: indexed)
    )
  }

  private static func report(
    ours: AppendTimes, observed: AppendTimes, naive: AppendTimes, collection: AppendTimes,
    bare: AppendTimes, indexed: AppendTimes
  ) -> BenchmarkReport {
    let window = appendCount / 10
    let first = 0..<window
    let last = appendCount - window..<appendCount
    let ourWindows = ours.windows("PagingFeature", first: first, last: last)
    let observedWindows = observed.windows("PagingFeature, list observed", first: first, last: last)
    let naiveWindows = naive.windows(".success(old + new)", first: first, last: last)
    let collectionWindows = collection.windows("IdentifiedArray alone", first: first, last: last)
    let bareWindows = bare.windows("bare Array.append(contentsOf:)", first: first, last: last)
    let indexedWindows = indexed.windows("bare Array + Dictionary index", first: first, last: last)
    return BenchmarkReport(
      name: "paging.append",
      summary: "2,000 appended pages of 50 items through Store; ns per append",
      measurements: ourWindows.measurements + observedWindows.measurements
        + naiveWindows.measurements + collectionWindows.measurements + bareWindows.measurements
        + indexedWindows.measurements,
      checks: [
        .ratio(
          "PagingFeature growth / bare Array + Dictionary index growth (last 10% / first 10%)",
          value: ourWindows.growth / indexedWindows.growth, atMost: 1.2),
        .ratio(
          "PagingFeature, list observed, growth / bare Array + Dictionary index growth",
          value: observedWindows.growth / indexedWindows.growth, atMost: 1.2),
        .ratio("PagingFeature, last 10% / first 10%", value: ourWindows.growth),
        .ratio("PagingFeature, list observed, last 10% / first 10%", value: observedWindows.growth),
        .ratio("bare Array + Dictionary index, last 10% / first 10%", value: indexedWindows.growth),
        .ratio(
          "PagingFeature amortised (mean, spikes included)",
          value: ours.meanRatio(last, to: first)
        ),
        .ratio(".success(old + new), last 10% / first 10%", value: naiveWindows.growth),
        .ratio(
          ".success(old + new) / PagingFeature, last 10%",
          value: naiveWindows.last.ratio(to: ourWindows.last)
        ),
        .ratio("IdentifiedArray alone, last 10% / first 10%", value: collectionWindows.growth),
        .ratio(
          "PagingFeature / bare Array.append(contentsOf:), last 10% (within each pair)",
          value: ours.pairedRatio(last, to: bare), atMost: 8),
        .ratio(
          "PagingFeature / bare Array.append(contentsOf:), first 10% (within each pair)",
          value: ours.pairedRatio(first, to: bare)),
        .ratio(observedWindows.last, to: bareWindows.last),
        .ratio(collectionWindows.last, to: bareWindows.last),
      ],
      series: [
        ours.series("PagingFeature (IdentifiedArray, appendPage)"),
        naive.series(".success(old + new)"),
      ]
    )
  }

  // MARK: - Contenders

  /// The subject: `PagingFeature` in a `Store`, driven by ``PagingDriver`` (the benchmark
  /// answers each request itself). With `observingTheList`, a child store of the list is
  /// observed before every append, as a list view rendering after each page would: the
  /// store must compare the list without keeping a copy, or each append would copy it.
  @MainActor
  private static func pagingFeature(_ pages: [[Item]], observingTheList: Bool = false) -> [Double] {
    let driver = PagingDriver(pageSize: pageSize)
    let listStore = driver.store.scope(state: \.list, action: .identity)
    var times: [Double] = []
    times.reserveCapacity(appendCount)
    for (index, items) in pages.enumerated() {
      let answer = driver.request(page: index, items: items, isLast: index == appendCount)
      if observingTheList {
        withObservationTracking { _ = listStore.state.phase } onChange: {}
      }
      let elapsed = timed { driver.store.send(answer) }
      if index > 0 { times.append(elapsed.nanoseconds) }
    }
    precondition(
      driver.holdsEveryPage(count: pages.count * pageSize),
      "PagingFeature did not end with every page appended"
    )
    blackHole(driver.store)
    return times
  }

  /// For diagnosis: the same pages appended to a bare `IdentifiedArray`, no store, no
  /// feature, so the report shows how much of any growth is the collection's own.
  private static func identifiedArrayAlone(_ pages: [[Item]]) -> [Double] {
    var items = IdentifiedArray(uniqueElements: pages[0])
    var times: [Double] = []
    times.reserveCapacity(appendCount)
    for page in pages.dropFirst() {
      times.append(timed { items.append(contentsOf: page) }.nanoseconds)
    }
    precondition(items.count == pages.count * pageSize, "the collection lost items")
    blackHole(items)
    return times
  }

  /// The floor: the same pages appended to an array held in a struct, as a feature without a
  /// store or ids would keep its rows.
  private static func bareArray(_ pages: [[Item]]) -> [Double] {
    var list = BareList(rows: pages[0])
    var times: [Double] = []
    times.reserveCapacity(appendCount)
    for page in pages.dropFirst() {
      times.append(timed { list.rows.append(contentsOf: page) }.nanoseconds)
    }
    precondition(list.rows.count == pages.count * pageSize, "the array lost items")
    blackHole(list)
    return times
  }

  /// The floor of growth: the same pages appended to an array with a `Dictionary` index of
  /// their ids, as a hand-written feature that finds rows by id would keep them.
  private static func bareIndexedList(_ pages: [[Item]]) -> [Double] {
    var list = BareIndexedList()
    list.append(contentsOf: pages[0])
    var times: [Double] = []
    times.reserveCapacity(appendCount)
    for page in pages.dropFirst() {
      times.append(timed { list.append(contentsOf: page) }.nanoseconds)
    }
    precondition(list.rows.count == pages.count * pageSize, "the indexed list lost items")
    blackHole(list)
    return times
  }

  /// The naive pattern, in the same store.
  @MainActor
  private static func naive(_ pages: [[Item]]) -> [Double] {
    let store = Store(initialState: NaivePaging.State(), reducer: NaivePaging())
    var times: [Double] = []
    times.reserveCapacity(appendCount)
    for (index, items) in pages.enumerated() {
      store.send(index == 0 ? .appear : .reachBottom)
      guard let requestID = store.state.inFlightID else {
        preconditionFailure("page \(index) was not requested")
      }
      let next = index < appendCount ? index + 1 : nil
      let answer = NaivePaging.Action.responseReceived(
        requestID: requestID, items: items, nextCursor: next)
      let elapsed = timed { store.send(answer) }
      if index > 0 { times.append(elapsed.nanoseconds) }
    }
    guard case .success(let items) = store.state.list,
      items.count == pages.count * pageSize, items.last?.id == pages.count * pageSize - 1
    else { preconditionFailure("the naive list did not end with every page appended") }
    blackHole(store)
    return times
  }
}

/// The time of every append of every sample, in nanoseconds.
private struct AppendTimes {
  /// `samples[s][k]`: append `k` of sample `s`.
  let samples: [[Double]]

  /// Each sample's median append within `pages`.
  func measurement(_ label: String, pages: Range<Int>) -> Measurement {
    Measurement(
      label: label,
      operations: pages.count,
      unit: .nanoseconds,
      samples: samples.map { $0[pages].median }
    )
  }

  /// The first and last windows of a contender, and how much dearer the last one is.
  struct Windows {
    let first: Measurement
    let last: Measurement
    /// Last over first within each sample, median over samples.
    let growth: Double

    var measurements: [Measurement] { [first, last] }
  }

  /// The windows `first` and `last` of the contender called `label`.
  func windows(_ label: String, first: Range<Int>, last: Range<Int>) -> Windows {
    Windows(
      first: measurement("\(label), first 10%", pages: first),
      last: measurement("\(label), last 10%", pages: last),
      growth: samples.map { $0[last].median / $0[first].median }.median
    )
  }

  /// The median append in `pages` over that of `baseline`'s sample of the same number, a
  /// sample taken right after this one, median over the pairs.
  func pairedRatio(_ pages: Range<Int>, to baseline: AppendTimes) -> Double {
    zip(samples, baseline.samples).map { $0[pages].median / $1[pages].median }.median
  }

  /// Mean cost per append (growth spikes included) in `pages` over that in `baseline`,
  /// median over samples.
  func meanRatio(_ pages: Range<Int>, to baseline: Range<Int>) -> Double {
    samples.map { $0[pages].mean / $0[baseline].mean }.median
  }

  /// The curve of the chart: for each bucket of ``PagingBenchmarks/bucketSize`` appends,
  /// the bucket's median append in its fastest sample, against the bucket's middle append
  /// (numbered from 1). Like the checked ratio, it leaves out the growth spikes and the
  /// machine's bursts of interference.
  func series(_ label: String) -> Series {
    let size = PagingBenchmarks.bucketSize
    let points = stride(from: 0, to: samples[0].count, by: size).map { start in
      let bucket = start..<min(start + size, samples[0].count)
      let fastest = samples.map { $0[bucket].median }.min()!
      return Series.Point(x: Double(start) + Double(bucket.count + 1) / 2, y: fastest)
    }
    return Series(label: label, x: "page appended", y: "ns per append", points: points)
  }
}

/// The articles' naive paging state: an enum whose append reads the rows through `value` and
/// stores `.success(users + newUsers)`, a new array of every row.
///
/// Reading the rows through the accessor matters: it returns a copy while the enum still holds
/// the rows, exactly as the article's `guard let users = dataState.value` does before its
/// `await`. (Written as `switch list { case .paging(let old): list = .success(old + new) }`
/// in one function, Swift 6.3's optimiser moves the rows out of the enum and appends in
/// place, and the naive pattern stops being naive.)
struct NaivePaging: Reducer {
  enum List: Equatable {
    case idle
    case initialLoading
    case success([Item])
    case paging([Item])

    /// The rows shown, as the article's `dataState.value`.
    var value: [Item]? {
      switch self {
      case .success(let rows), .paging(let rows): rows
      case .idle, .initialLoading: nil
      }
    }
  }

  struct State: Equatable {
    var list = List.idle
    var nextCursor: Int?
    var inFlightID: Int?
    var nextRequestID = 0
  }

  enum Action: Equatable {
    case appear
    case reachBottom
    case responseReceived(requestID: Int, items: [Item], nextCursor: Int?)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appear:
      guard case .idle = state.list else { return .none }
      state.list = .initialLoading
      startRequest(in: &state)
    case .reachBottom:
      guard case .success(let users) = state.list, state.nextCursor != nil else { return .none }
      state.list = .paging(users)
      startRequest(in: &state)
    case .responseReceived(let requestID, let newUsers, let nextCursor):
      guard requestID == state.inFlightID else { return .none }
      state.inFlightID = nil
      state.nextCursor = nextCursor
      let users = state.list.value ?? []
      state.list = .success(users + newUsers)
    }
    return .none
  }

  private func startRequest(in state: inout State) {
    state.inFlightID = state.nextRequestID
    state.nextRequestID += 1
  }
}
