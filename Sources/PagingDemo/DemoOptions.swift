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

  /// A mistake on the command line; its description is one line that says what is wrong.
  enum ParseError: Error, Hashable, CustomStringConvertible {
    /// An option the demo does not know.
    case unknownOption(String)
    /// An argument that is not an option.
    case unexpectedArgument(String)
    /// An option that needs a value got none (`nil`) or one it cannot use.
    case invalidValue(option: String, expected: String, got: String?)
    /// A flag was given a value with `=`.
    case unexpectedValue(option: String, got: String)
    /// Two options that exclude each other.
    case conflict(String, String)

    var description: String {
      let problem =
        switch self {
        case .unknownOption(let option):
          "unknown option \(quoted(option))"
        case .unexpectedArgument(let argument):
          "unexpected argument \(quoted(argument))"
        case .invalidValue(let option, let expected, let got):
          "\(option) needs \(expected), got \(got.map(quoted) ?? "nothing")"
        case .unexpectedValue(let option, let got):
          "\(option) takes no value, got \(quoted(got))"
        case .conflict(let first, let second):
          "\(first) and \(second) can't be used together"
        }
      return "paging-demo: \(problem)"
    }

    private func quoted(_ text: String) -> String {
      "\"\(text)\""
    }
  }

  /// Parses the arguments that follow the program's name.
  ///
  /// Options may be written `--seed 7` or `--seed=7`. `--help` (or `-h`) anywhere wins over
  /// everything else, mistakes included.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Returns: The options, with defaults for those not given.
  /// - Throws: ``ParseError`` for the first mistake.
  static func parse(_ arguments: [String]) throws(ParseError) -> DemoOptions {
    var options = DemoOptions()
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
      options.showsHelp = true
      return options
    }
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("-") else { throw .unexpectedArgument(argument) }
      let (option, inlineValue) = split(argument)
      func value() -> String? { inlineValue ?? remaining.popFirst() }
      func flag() throws(ParseError) -> Bool {
        if let inlineValue { throw .unexpectedValue(option: option, got: inlineValue) }
        return true
      }
      switch option {
      case "--interactive":
        options.interactive = try flag()
      case "--json":
        options.json = try flag()
      case "--realtime":
        options.realtime = try flag()
      case "--seed":
        let text = value()
        guard let seed = text.flatMap({ UInt64($0) }) else {
          throw .invalidValue(
            option: option, expected: "a whole number from 0 to \(UInt64.max)", got: text
          )
        }
        options.seed = seed
      case "--page-size":
        let text = value()
        guard let size = text.flatMap({ Int($0) }), pageSizes.contains(size) else {
          throw .invalidValue(
            option: option,
            expected: "a whole number from \(pageSizes.lowerBound) to \(pageSizes.upperBound)",
            got: text
          )
        }
        options.pageSize = size
      case "--failure-rate":
        let text = value()
        guard let rate = text.flatMap({ Double($0) }), (0.0...1.0).contains(rate) else {
          throw .invalidValue(option: option, expected: "a number from 0 to 1", got: text)
        }
        options.failureRate = rate
      case "--url":
        let text = value()
        guard let url = text.flatMap(URL.init(string:)), ["http", "https"].contains(url.scheme?.lowercased()),
          url.host?.isEmpty == false
        else {
          throw .invalidValue(option: option, expected: "an http:// or https:// URL with a host", got: text)
        }
        options.url = url
      default:
        throw .unknownOption(option)
      }
    }
    if options.interactive && options.json { throw .conflict("--interactive", "--json") }
    if options.url != nil && options.interactive { throw .conflict("--url", "--interactive") }
    if options.url != nil && options.failureRate > 0 { throw .conflict("--url", "--failure-rate") }
    return options
  }

  /// `--seed=7` as `("--seed", "7")`; `--seed` as `("--seed", nil)`.
  private static func split(_ argument: String) -> (option: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
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
