import Foundation

/// Runs the selected benchmarks one after another and prints what they found.
///
/// The table is printed benchmark by benchmark as results come in; JSON is printed once, at
/// the end, as one document. Progress goes to standard error so standard output stays
/// parseable.
@MainActor
struct BenchmarkRunner {
  let options: Options
  let context: BenchmarkContext

  /// Runs every benchmark `options` selects.
  ///
  /// - Returns: The exit status: 0; 1 when the JSON file cannot be written; 2 when the
  ///   filter selects nothing.
  func run() async -> Int32 {
    let selected = Benchmark.all.filter { options.selects($0.name) }
    guard !selected.isEmpty else {
      StandardError.write(
        "unidirectional-benchmarks: no benchmark matches \(options.filters) (see --help)\n")
      return 2
    }
    let machine = Machine.current
    if options.format == .table {
      print(TableFormatter.header(machine: machine, quick: options.quick))
    }
    var reports: [BenchmarkReport] = []
    for benchmark in selected {
      StandardError.write("running \(benchmark.name)…\n")
      let report = await benchmark.run(context)
      reports.append(report)
      if options.format == .table { print(TableFormatter.format(report)) }
    }
    let json = JSONReport(quick: options.quick, machine: machine, benchmarks: reports).encoded()
    if options.format == .json { print(json) }
    if let path = options.jsonFile {
      do {
        try Data((json + "\n").utf8).write(to: URL(fileURLWithPath: path))
      } catch {
        StandardError.write("unidirectional-benchmarks: cannot write \(path): \(error)\n")
        return 1
      }
    }
    return 0
  }
}

/// The JSON document `--format json` prints, which `Benchmarks/check-thresholds.py` and
/// `Benchmarks/plot-paging.py` read.
struct JSONReport: Encodable {
  /// Bumped when the shape changes.
  let schema = 1
  /// `"quick"` or `"full"`: absolute targets are checked in full runs only.
  let mode: String
  let machine: Machine
  let benchmarks: [BenchmarkReport]

  init(quick: Bool, machine: Machine, benchmarks: [BenchmarkReport]) {
    mode = quick ? "quick" : "full"
    self.machine = machine
    self.benchmarks = benchmarks
  }

  /// The document, pretty-printed with sorted keys.
  func encoded() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    do {
      return String(decoding: try encoder.encode(self), as: UTF8.self)
    } catch {
      preconditionFailure("the benchmark report does not encode: \(error)")
    }
  }
}

/// Writes to standard error.
enum StandardError {
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
