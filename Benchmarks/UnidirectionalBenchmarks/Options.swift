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

  /// A mistake on the command line; its description is one line that says what is wrong.
  enum ParseError: Error, Hashable, CustomStringConvertible {
    /// An option the program does not know.
    case unknownOption(String)
    /// An argument that is not an option.
    case unexpectedArgument(String)
    /// An option that needs a value got none (`nil`) or one it cannot use.
    case invalidValue(option: String, expected: String, got: String?)
    /// A flag was given a value with `=`.
    case unexpectedValue(option: String, got: String)

    var description: String {
      let problem =
        switch self {
        case .unknownOption(let option):
          "unknown option \"\(option)\""
        case .unexpectedArgument(let argument):
          "unexpected argument \"\(argument)\""
        case .invalidValue(let option, let expected, let got):
          "\(option) needs \(expected), got \(got.map { "\"\($0)\"" } ?? "nothing")"
        case .unexpectedValue(let option, let got):
          "\(option) takes no value, got \"\(got)\""
        }
      return "unidirectional-benchmarks: \(problem) (see --help)"
    }
  }

  /// Parses the arguments that follow the program's name.
  ///
  /// Options may be written `--filter paging` or `--filter=paging`. `--help` (or `-h`)
  /// anywhere wins over everything else.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Returns: The options, with defaults for those not given.
  /// - Throws: ``ParseError`` for the first mistake.
  static func parse(_ arguments: [String]) throws(ParseError) -> Options {
    var options = Options()
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
      options.showsHelp = true
      return options
    }
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("-") else { throw .unexpectedArgument(argument) }
      let (option, inlineValue) = split(argument)
      func value() -> String? { inlineValue ?? remaining.popFirst() }
      switch option {
      case "--quick":
        if let inlineValue { throw .unexpectedValue(option: option, got: inlineValue) }
        options.quick = true
      case "--filter":
        guard let text = value(), !text.isEmpty else {
          throw .invalidValue(option: option, expected: "part of a benchmark name", got: nil)
        }
        options.filters.append(text)
      case "--format":
        let text = value()
        guard let format = text.flatMap(Format.init(rawValue:)) else {
          throw .invalidValue(option: option, expected: "table or json", got: text)
        }
        options.format = format
      case "--json-file":
        guard let path = value(), !path.isEmpty else {
          throw .invalidValue(option: option, expected: "a file path", got: nil)
        }
        options.jsonFile = path
      case "--memory-probe":
        let text = value()
        guard let kind = text.flatMap(MemoryProbe.Kind.init(rawValue:)) else {
          throw .invalidValue(option: option, expected: "store, array, reserved, cancel-ids or empty", got: text)
        }
        options.memoryProbe = kind
      default:
        throw .unknownOption(option)
      }
    }
    return options
  }

  /// `--format=json` as `("--format", "json")`; `--format` as `("--format", nil)`.
  private static func split(_ argument: String) -> (option: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
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
