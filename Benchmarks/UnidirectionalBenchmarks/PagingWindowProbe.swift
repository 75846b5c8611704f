import Paging
import Unidirectional

/// The child side of `paging.window`: pages an endless feed through a `PagingFeature` and
/// prints, at checkpoints, the process's peak and current resident memory as the OS counts
/// them.
///
/// ```text
/// $ unidirectional-benchmarks --window-probe bounded --quick
/// pages 1000 rows 200 peak-bytes 18087936 resident-bytes 18087936
/// pages 20000 rows 200 peak-bytes 18087936 resident-bytes 18087936
/// ```
struct PagingWindowProbe {
  /// Which feature the probe pages.
  enum Kind: String, CaseIterable, Sendable {
    /// A window of ``PagingWindowProbe/maxPages`` pages: the list keeps the newest only.
    case bounded
    /// No `maxPages`: the list keeps every page, for comparison.
    case unbounded
  }

  /// The window of the bounded feature, in pages.
  static let maxPages = 10
  /// Items per page.
  static let pageSize = 20

  let kind: Kind
  /// Whether this is a `--quick` run, which pages less far.
  let quick: Bool

  /// The page counts at which the probe reports; it stops at the last.
  var checkpoints: [Int] {
    switch (kind, quick) {
    case (.bounded, false): [1_000, 10_000, 100_000]
    case (.bounded, true): [1_000, 20_000]
    case (.unbounded, false): [1_000, 10_000]
    case (.unbounded, true): [1_000, 5_000]
    }
  }

  /// What the probe prints at one checkpoint.
  struct Checkpoint: Equatable {
    /// Pages loaded so far.
    let pages: Int
    /// Rows the list holds.
    let rows: Int
    /// The most memory the process ever had resident: `VmHWM`, or `VmRSS` if more.
    let peakBytes: Int
    /// `VmRSS`: the memory the process has resident now.
    let residentBytes: Int

    /// The line the probe prints.
    var line: String {
      "pages \(pages) rows \(rows) peak-bytes \(peakBytes) resident-bytes \(residentBytes)"
    }

    init(pages: Int, rows: Int, peakBytes: Int, residentBytes: Int) {
      self.pages = pages
      self.rows = rows
      self.peakBytes = peakBytes
      self.residentBytes = residentBytes
    }

    /// Reads a ``line``.
    init?(parsing line: Substring) {
      let words = line.split(separator: " ")
      guard words.count == 8, words[0] == "pages", words[2] == "rows", words[4] == "peak-bytes",
        words[6] == "resident-bytes", let pages = Int(words[1]), let rows = Int(words[3]),
        let peak = Int(words[5]), let resident = Int(words[7])
      else { return nil }
      self.init(pages: pages, rows: rows, peakBytes: peak, residentBytes: resident)
    }
  }

  /// Pages the feed, printing a ``Checkpoint`` line at each checkpoint while the list is
  /// still alive; each checkpoint first checks the rows the list holds.
  @MainActor
  func run() {
    let driver = PagingDriver(pageSize: Self.pageSize, maxPages: kind == .bounded ? Self.maxPages : nil)
    var loaded = 0
    for checkpoint in checkpoints {
      while loaded < checkpoint {
        let items = Item.page(loaded, size: Self.pageSize)
        driver.store.send(driver.request(page: loaded, items: items, isLast: false))
        loaded += 1
      }
      precondition(holdsTheRows(driver, after: loaded), "the \(kind.rawValue) list lost a page")
      // The kernel counts resident pages per processor and sums them now and then, so
      // `VmHWM` can read a little below `VmRSS`; the peak so far is at least either.
      let resident = MemoryProbe.residentBytes()
      let report = Checkpoint(
        pages: loaded, rows: driver.store.state.items.count,
        peakBytes: max(MemoryProbe.peakResidentBytes(), resident), residentBytes: resident)
      print(report.line)
    }
    blackHole(driver.store)
  }

  /// Whether the list holds what it should after `pages` pages: the window's pages, or
  /// every page.
  @MainActor
  private func holdsTheRows(_ driver: PagingDriver, after pages: Int) -> Bool {
    switch kind {
    case .bounded:
      driver.holdsWindow(maxPages: Self.maxPages, pageSize: Self.pageSize, after: pages)
    case .unbounded:
      driver.holdsRows(0..<pages * Self.pageSize) && driver.store.state.pages.count == pages
    }
  }

  /// Runs the binary as a probe of `kind` and returns its checkpoints, checked against
  /// the ones asked for.
  static func run(_ kind: Kind, quick: Bool, executable: String) -> [Checkpoint] {
    var arguments = ["--window-probe", kind.rawValue]
    if quick { arguments.append("--quick") }
    let text = ProbeProcess.output(of: executable, arguments: arguments)
    let checkpoints = text.split(separator: "\n").compactMap(Checkpoint.init(parsing:))
    let probe = PagingWindowProbe(kind: kind, quick: quick)
    precondition(
      checkpoints.map(\.pages) == probe.checkpoints
        && checkpoints.allSatisfy { $0.rows == probe.rows(after: $0.pages) },
      "the \(kind.rawValue) window probe printed \(text)")
    return checkpoints
  }

  /// The rows the list holds after `pages` pages.
  func rows(after pages: Int) -> Int {
    switch kind {
    case .bounded: min(pages, Self.maxPages) * Self.pageSize
    case .unbounded: pages * Self.pageSize
    }
  }
}
