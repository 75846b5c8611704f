import Foundation

/// `paging.window`: a list with `maxPages: 10` keeps its memory flat however far the user
/// scrolls an endless feed.
///
/// A child process (``PagingWindowProbe``) pages a `PagingFeature` with a window of 10 pages
/// of 20 through 100,000 pages (20,000 in a quick run), each a `reachBottom` then its
/// answer, reduced synchronously as ``PagingDriver`` does, and reports its peak resident
/// memory at page 1,000, page 10,000 and the last page. Another child pages the same feed
/// without a window through 10,000 pages (5,000 quick), for comparison: its memory grows
/// with every page.
///
/// Two figures are checked. The peak of the whole process at the last page over that at
/// page 1,000, both from the same process: at most 1.2×. That ratio includes the runtime's
/// own footprint, so it is the coarse one; the sharp one divides what the windowed list
/// grew per page after page 1,000 by what the list without a window grew per page: at most
/// 0.1, which a leak of a few items' worth per page would exceed.
enum PagingWindowBenchmarks {
  static let window = Benchmark(
    name: "paging.window",
    summary: "peak RSS of an endless feed, maxPages: 10, page 1,000 vs 100,000 (child processes)"
  ) { context in
    let samples = context.samples(full: 3, quick: 1)
    var bounded: [[PagingWindowProbe.Checkpoint]] = []
    var unbounded: [[PagingWindowProbe.Checkpoint]] = []
    var empty: [Double] = []
    for _ in 0..<samples {
      bounded.append(
        PagingWindowProbe.run(.bounded, quick: context.quick, executable: context.executablePath))
      unbounded.append(
        PagingWindowProbe.run(.unbounded, quick: context.quick, executable: context.executablePath))
      empty.append(Double(MemoryBenchmarks.run(.empty, executable: context.executablePath)))
    }
    return report(
      window: Peaks(samples: bounded), noWindow: Peaks(samples: unbounded), empty: empty.median)
  }

  private static func report(window: Peaks, noWindow: Peaks, empty: Double) -> BenchmarkReport {
    let windowLast = window.pages.count - 1
    let noWindowLast = noWindow.pages.count - 1
    let windowGrowth = window.growthPerPage(to: windowLast)
    let noWindowGrowth = noWindow.growthPerPage(to: noWindowLast)
    return BenchmarkReport(
      name: "paging.window",
      summary: "peak resident memory while paging an endless feed, net of an empty child process; "
        + "bytes per page loaded",
      measurements: window.pages.indices.map {
        window.measurement("maxPages: 10, page \(window.pages[$0].formatted())", at: $0, net: empty)
      }
        + noWindow.pages.indices.map {
          noWindow.measurement("no window, page \(noWindow.pages[$0].formatted())", at: $0, net: empty)
        },
      checks: [
        .ratio(
          "maxPages: 10, peak at the last page / page 1,000",
          value: window.growth(to: windowLast), atMost: 1.2),
        .ratio(
          "maxPages: 10 / no window, bytes grown per page after page 1,000",
          value: windowGrowth / noWindowGrowth, atMost: 0.1),
        .ratio(
          "no window, peak at the last page / page 1,000",
          value: noWindow.growth(to: noWindowLast)),
      ],
      notes: [
        "pages of \(PagingWindowProbe.pageSize) items; the window holds "
          + "\(PagingWindowProbe.maxPages * PagingWindowProbe.pageSize) rows throughout; after "
          + "page 1,000 the windowed list grew \(TableFormatter.fixed(windowGrowth, digits: 1)) B "
          + "per page, the list without a window \(TableFormatter.fixed(noWindowGrowth, digits: 1)) "
          + "B per page; an empty child's peak of \(TableFormatter.bytes(empty)) is subtracted "
          + "from the measurements, not from the peak ratios"
      ]
    )
  }
}

/// The checkpoints of every sample of one probe kind.
private struct Peaks {
  /// `samples[s][c]`: checkpoint `c` of sample `s`.
  let samples: [[PagingWindowProbe.Checkpoint]]

  /// The page counts of the checkpoints, the same in every sample.
  var pages: [Int] { samples[0].map(\.pages) }

  /// The peak at checkpoint `index` net of an empty process, per page loaded.
  func measurement(_ label: String, at index: Int, net empty: Double) -> Measurement {
    Measurement(
      label: label,
      operations: pages[index],
      unit: .bytes,
      samples: samples.map { (Double($0[index].peakBytes) - empty) / Double(pages[index]) }
    )
  }

  /// The whole process's peak at checkpoint `index` over that at the first checkpoint,
  /// within each sample; the median over samples.
  func growth(to index: Int) -> Double {
    samples.map { Double($0[index].peakBytes) / Double($0[0].peakBytes) }.median
  }

  /// The bytes the peak grew per page from the first checkpoint to checkpoint `index`,
  /// within each sample; the median over samples.
  func growthPerPage(to index: Int) -> Double {
    samples.map {
      Double($0[index].peakBytes - $0[0].peakBytes) / Double($0[index].pages - $0[0].pages)
    }.median
  }
}
