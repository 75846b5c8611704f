import CommandLineOptions
import Foundation
import UnidirectionalRecording

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
  /// The post the list opens at, counting from 1; `nil` until `--start-at` names one, when
  /// ``startPost`` is ``defaultStartPost``.
  var startAt: Int?
  /// Page through this HTTP endpoint instead of the seeded feed.
  var url: URL?
  /// Write the session's recording to this file when the run ends.
  var recordPath: String?
  /// Replay the recording in this file instead of running a session.
  var replayPath: String?
  /// Write the inspection page of a recording, or print one of its steps, instead of
  /// running a session.
  var inspection: DemoInspection.Request?
  /// Print the usage and exit.
  var showsHelp = false

  /// The allowed page sizes.
  static let pageSizes = 1...100

  /// The posts the list may open at: every feed holds at least this many.
  static let startPosts = 1...DemoFeed.minimumItemCount

  /// The post the list opens at without `--start-at`: two pages down at the default page
  /// size, so the run loads upwards as well as down.
  static let defaultStartPost = 21

  /// The post the list opens at, counting from 1.
  var startPost: Int { startAt ?? Self.defaultStartPost }

  /// Where the feed's first page starts: the offset of ``startPost``.
  var startOffset: Int { startPost - 1 }

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
    var pageOutput: String?
    var step: Int?
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
      case "--start-at":
        options.startAt = try reader.value(
          expected: "a whole number from \(startPosts.lowerBound) to \(startPosts.upperBound)"
        ) { Int($0).flatMap { startPosts.contains($0) ? $0 : nil } }
      case "--url":
        options.url = try reader.value(expected: "an http:// or https:// URL with a host") {
          URL(string: $0).flatMap { url in
            ["http", "https"].contains(url.scheme?.lowercased()) && url.host?.isEmpty == false
              ? url : nil
          }
        }
      case "--record":
        options.recordPath = try reader.value(expected: "a file to write the recording to") { $0.isEmpty ? nil : $0 }
      case "--replay":
        options.replayPath = try reader.value(expected: "a recording file to replay") { $0.isEmpty ? nil : $0 }
      case "--inspect":
        let path = try reader.value(expected: "a recording file to inspect") { $0.isEmpty ? nil : $0 }
        options.inspection = DemoInspection.Request(path: path)
      case "-o", "--output":
        pageOutput = try reader.value(expected: "a file to write the page to") { $0.isEmpty ? nil : $0 }
      case "--step":
        step = try reader.value(expected: "a step's index, a whole number from 0") { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
      default:
        throw reader.unknown(option)
      }
    }
    if options.interactive && options.json { throw reader.conflict("--interactive", "--json") }
    if options.url != nil && options.interactive { throw reader.conflict("--url", "--interactive") }
    if options.url != nil && options.failureRate > 0 {
      throw reader.conflict("--url", "--failure-rate")
    }
    if options.url != nil && options.startAt != nil { throw reader.conflict("--url", "--start-at") }
    if options.replayPath != nil {
      // A replay runs no feed and waits for nothing: only --page-size and --json apply.
      let others = [
        (options.recordPath != nil, "--record"), (options.interactive, "--interactive"), (options.url != nil, "--url"),
        (options.startAt != nil, "--start-at"), (options.failureRate > 0, "--failure-rate"),
        (options.realtime, "--realtime"),
      ]
      for (given, name) in others where given {
        throw reader.conflict("--replay", name)
      }
    }
    if options.url != nil && options.recordPath != nil { throw reader.conflict("--url", "--record") }
    try readInspection(into: &options, output: pageOutput, step: step, from: reader)
    return options
  }

  /// Completes `--inspect` with `-o` and `--step`, which go with it alone: an inspection
  /// runs no session and takes only the `--page-size` the recording was made with.
  private static func readInspection(
    into options: inout DemoOptions, output: String?, step: Int?, from reader: ArgumentReader
  ) throws(UsageError) {
    guard var inspection = options.inspection else {
      if output != nil { throw reader.onlyWith("-o", "--inspect") }
      if step != nil { throw reader.onlyWith("--step", "--inspect") }
      return
    }
    if output != nil && step != nil { throw reader.conflict("-o", "--step") }
    let others = [
      (options.recordPath != nil, "--record"), (options.replayPath != nil, "--replay"),
      (options.interactive, "--interactive"), (options.url != nil, "--url"), (options.json, "--json"),
      (options.startAt != nil, "--start-at"), (options.failureRate > 0, "--failure-rate"),
      (options.realtime, "--realtime"),
    ]
    for (given, name) in others where given {
      throw reader.conflict("--inspect", name)
    }
    if let output { inspection.output = .page(output) }
    if let step { inspection.output = .step(step) }
    options.inspection = inspection
  }

  /// What `--help` prints: every option and the interactive keys.
  static let usage = """
    paging-demo: pages through a seeded feed of posts with PagingFeature and shows
    every state the list goes through, as a small text screen.

    usage: paging-demo [options]

    By default the list opens at post 21, and a script walks through all nine loading
    states (failures are forced at the right moments), likes the top post, deletes the
    last one, loads upwards to the start of the list, pages down to its end, and prints
    a summary. Waits end at once on an immediate clock; the same seed gives the
    same run.

    options:
      --interactive       drive the list with keys instead of the script; needs a
                          terminal, and waits real time so the spinners show
      --json              print one JSON object per state, then a summary object
      --realtime          wait the simulated latency (300-900 ms) in real time
      --seed N            seed for titles, latency and random failures (default 42)
      --page-size N       posts per page, 1 to 100 (default 10)
      --failure-rate X    chance from 0 to 1 that any request fails at random, on
                          top of the script's own failures (default 0)
      --start-at N        open the list at post N, 1 to 57, and load the posts above
                          it upwards (default 21; 1 opens it at the top)
      --url URL           page through a real JSON endpoint instead: it gets ?offset=
                          and &limit= and answers {"items": [{"id": 1, "title": "…"}]};
                          a page shorter than the limit ends the list
      --record FILE       write the session (scripted or interactive) to FILE when
                          it ends, as JSON lines: the start state, then every action
                          with its origin and a fingerprint of the state it left
      --replay FILE       replay a recording instead of running a session: show the
                          same screens, then exit 1 at the first step where the
                          feature now disagrees with the recording; takes only
                          --json and the --page-size it was made with
      --inspect FILE      write a recording's page instead of running a session: a
                          web page that steps through every action with its state
                          diff and effects, as the feature now reduces it; takes
                          only the --page-size it was made with
      -o FILE             where --inspect writes the page (default the recording's
                          name with .html)
      --step N            with --inspect, print step N's text as the page shows it
                          instead of writing the page (steps count from 0)
      -h, --help          show this help

    keys (--interactive):
      b, space   reach the bottom: load the next page
      u          reach the top: load the page above the first post
      r          refresh (pull to refresh)
      t          retry after an error (the list's first, then the top's)
      l          like the top post, or unlike it
      d          delete the top post
      f          toggle failures: while on, every request fails
      q          quit

    exit status: 0 when the run ends, 1 when --url fails, a replay disagrees or a
    recording or page cannot be written (one line says why), 2 for a bad option, a
    recording that cannot be read, a --step it does not hold, or when --interactive
    has no terminal.
    """
}
