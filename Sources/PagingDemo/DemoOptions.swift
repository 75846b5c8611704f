import CommandLineOptions
import Foundation

/// The command line of `paging-demo`, parsed.
///
/// Parsing is a pure function from the arguments to options or one clear error, so every
/// option and every mistake is tested without starting a process.
///
/// ```swift
/// let options = try DemoOptions.parse(["--seed", "7", "--page-size=20"])
/// // options.seed == 7, options.pageSize == 20, everything else at its default
/// ```
struct DemoOptions: Hashable, Sendable {
  /// Take keys from the terminal instead of running the script.
  var interactive = false
  /// Print one JSON object per state instead of screens.
  var json = false
  /// Wait real time for the simulated latency instead of ending each wait at once on an immediate clock.
  var realtime = false
  /// Seeds the feed's titles, latencies and random failures.
  var seed: UInt64 = 42
  /// Posts per page.
  var pageSize = 10
  /// The chance, from 0 to 1, that a request fails at random.
  var failureRate = 0.0
  /// Page through this HTTP endpoint instead of the seeded feed.
  var url: URL?
  /// Print the usage and exit.
  var showsHelp = false

  /// The allowed page sizes.
  static let pageSizes = 1...100

  /// Parses the arguments that follow the program's name.
  ///
  /// Options may be written `--seed 7` or `--seed=7`. `--help` (or `-h`) anywhere wins over
  /// everything else, mistakes included.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Returns: The options, with defaults for those not given.
  /// - Throws: `UsageError` for the first mistake.
  static func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
    var reader = ArgumentReader(program: "paging-demo", arguments: arguments)
    var options = DemoOptions()
    if reader.asksForHelp {
      options.showsHelp = true
      return options
    }
    while let option = try reader.nextOption() {
      switch option {
      case "--interactive":
        options.interactive = try reader.flag()
      case "--json":
        options.json = try reader.flag()
      case "--realtime":
        options.realtime = try reader.flag()
      case "--seed":
        options.seed = try reader.value(expected: "a whole number from 0 to \(UInt64.max)") {
          UInt64($0)
        }
      case "--page-size":
        options.pageSize = try reader.value(
          expected: "a whole number from \(pageSizes.lowerBound) to \(pageSizes.upperBound)"
        ) { Int($0).flatMap { pageSizes.contains($0) ? $0 : nil } }
      case "--failure-rate":
        options.failureRate = try reader.value(expected: "a number from 0 to 1") {
          Double($0).flatMap { (0.0...1.0).contains($0) ? $0 : nil }
        }
      case "--url":
        options.url = try reader.value(expected: "an http:// or https:// URL with a host") {
          URL(string: $0).flatMap { url in
            ["http", "https"].contains(url.scheme?.lowercased()) && url.host?.isEmpty == false
              ? url : nil
          }
        }
      default:
        throw reader.unknown(option)
      }
    }
    if options.interactive && options.json { throw reader.conflict("--interactive", "--json") }
    if options.url != nil && options.interactive { throw reader.conflict("--url", "--interactive") }
    if options.url != nil && options.failureRate > 0 {
      throw reader.conflict("--url", "--failure-rate")
    }
    return options
  }

  /// What `--help` prints: every option and the interactive keys.
  static let usage = """
    paging-demo: pages through a seeded feed of posts with PagingFeature and shows
    every state the list goes through, as a small text screen.

    usage: paging-demo [options]

    By default a script walks through all nine loading states (failures are forced at
    the right moments), pages to the end of the list, and prints a summary. Waits end at
    once on an immediate clock; the same seed gives the same run.

    options:
      --interactive       drive the list with keys instead of the script; needs a
                          terminal, and waits real time so the spinners show
      --json              print one JSON object per state, then a summary object
      --realtime          wait the simulated latency (300-900 ms) in real time
      --seed N            seed for titles, latency and random failures (default 42)
      --page-size N       posts per page, 1 to 100 (default 10)
      --failure-rate X    chance from 0 to 1 that any request fails at random, on
                          top of the script's own failures (default 0)
      --url URL           page through a real JSON endpoint instead: it gets ?offset=
                          and &limit= and answers {"items": [{"id": 1, "title": "…"}]};
                          a page shorter than the limit ends the list
      -h, --help          show this help

    keys (--interactive):
      b, space   reach the bottom: load the next page
      r          refresh (pull to refresh)
      t          retry after an error
      f          toggle failures: while on, every request fails
      q          quit

    exit status: 0 when the run ends, 1 when --url fails (one line says why), 2 for
    a bad option or when --interactive has no terminal.
    """
}
