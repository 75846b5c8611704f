import CommandLineOptions

/// The command line of `unidirectional-benchmarks`, parsed.
///
/// Parsing is a pure function from the arguments to options or one clear error.
///
/// ```text
/// unidirectional-benchmarks --quick --filter paging --format json
/// ```
struct Options: Hashable, Sendable {
  /// How results are printed.
  enum Format: String, Hashable, Sendable {
    /// One aligned block per benchmark, for people.
    case table
    /// One JSON document, for scripts (`Benchmarks/check-thresholds.py`).
    case json
  }

  /// Substrings of benchmark names to run; empty runs every benchmark.
  var filters: [String] = []
  /// How results are printed.
  var format = Format.table
  /// Where to also write the JSON document, whatever the format; `nil` for nowhere.
  var jsonFile: String?
  /// Fewer samples: a run sized for CI.
  var quick = false
  /// Print the usage and exit.
  var showsHelp = false
  /// Hidden: run as a child of `memory.items`, build this kind of collection, print the
  /// peak resident memory and exit.
  var memoryProbe: MemoryProbe.Kind?
  /// Hidden: run as a child of `paging.window`, page this kind of list, print its memory at
  /// each checkpoint and exit.
  var windowProbe: PagingWindowProbe.Kind?

  /// Parses the arguments that follow the program's name.
  ///
  /// Options may be written `--filter paging` or `--filter=paging`. `--help` (or `-h`)
  /// anywhere wins over everything else.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Returns: The options, with defaults for those not given.
  /// - Throws: `UsageError` for the first mistake.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var reader = ArgumentReader(program: "unidirectional-benchmarks", arguments: arguments)
    var options = Options()
    if reader.asksForHelp {
      options.showsHelp = true
      return options
    }
    while let option = try reader.nextOption() {
      switch option {
      case "--quick":
        options.quick = try reader.flag()
      case "--filter":
        options.filters.append(try reader.value(expected: "part of a benchmark name", nonEmpty))
      case "--format":
        options.format = try reader.value(expected: "table or json", Format.init(rawValue:))
      case "--json-file":
        options.jsonFile = try reader.value(expected: "a file path", nonEmpty)
      case "--memory-probe":
        options.memoryProbe = try reader.value(
          expected: "store, array, reserved, cancel-ids, explorer, explorer-quick or empty", MemoryProbe.Kind.init(rawValue:))
      case "--window-probe":
        options.windowProbe = try reader.value(
          expected: "bounded or unbounded", PagingWindowProbe.Kind.init(rawValue:))
      default:
        throw reader.unknown(option)
      }
    }
    return options
  }

  private static func nonEmpty(_ text: String) -> String? {
    text.isEmpty ? nil : text
  }

  /// Whether the benchmark called `name` is selected.
  func selects(_ name: String) -> Bool {
    filters.isEmpty || filters.contains { name.contains($0) }
  }

  /// What `--help` prints.
  static let usage = """
    unidirectional-benchmarks: measures the performance contract of Unidirectional
    (Docs/Benchmarks.md) against baselines run in the same process.

    usage: unidirectional-benchmarks [options]

    Build it in release: swift run -c release unidirectional-benchmarks

    options:
      --filter NAME       run only benchmarks whose name contains NAME (repeatable)
      --format FORMAT     table (default) or json
      --json-file PATH    also write the JSON document to PATH (one run, both outputs)
      --quick             fewer samples: a CI-sized run, under 30 seconds
      -h, --help          show this help

    benchmarks:
    \(Benchmark.all.map { "  \($0.name.padded(to: 20))\($0.summary)" }.joined(separator: "\n"))

    exit status: 0 when every selected benchmark ran (thresholds are checked by
    Benchmarks/check-thresholds.py), 1 in a debug build, 2 for a bad option.
    """
}
