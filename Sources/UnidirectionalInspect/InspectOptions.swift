import CommandLineOptions
import UnidirectionalRecording

/// The command line of `unidirectional-inspect`, parsed.
///
/// ```swift
/// let options = try InspectOptions.parse(["session.jsonl"])
/// // options.input == "session.jsonl", options.output == "session.html"
/// ```
struct InspectOptions: Hashable, Sendable {
  /// The recording to read.
  var input = ""
  /// The page to write.
  var output = ""
  /// Print the usage and exit.
  var showsHelp = false

  /// Parses the arguments that follow the program's name.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Returns: The options; without `-o`, the page goes next to the recording, its
  ///   extension `.html`.
  /// - Throws: `UsageError` for the first mistake.
  static func parse(_ arguments: [String]) throws(UsageError) -> InspectOptions {
    var reader = ArgumentReader(program: "unidirectional-inspect", arguments: arguments)
    var options = InspectOptions()
    if reader.asksForHelp {
      options.showsHelp = true
      return options
    }
    var input: String?
    var output: String?
    while let argument = reader.next() {
      switch argument {
      case .option("-o"), .option("--output"):
        output = try reader.value(expected: "a file to write the page to") { $0.isEmpty ? nil : $0 }
      case .option(let option):
        throw reader.unknown(option)
      case .operand(let operand):
        guard input == nil else { throw reader.unexpected(operand) }
        input = operand
      }
    }
    guard let input, !input.isEmpty else { throw reader.missing("a recording file") }
    options.input = input
    options.output = output ?? InspectionPage.pagePath(forRecordingAt: input)
    return options
  }

  /// What `--help` prints.
  static let usage = """
    unidirectional-inspect: writes a recording as one web page that steps through every
    action: a timeline with a search by case name, and each action's origin and time.

    usage: unidirectional-inspect RECORDING [-o PAGE]

    RECORDING is a file a Recording wrote with jsonLines(). Its states and actions are
    read as plain JSON, so the page shows what the file holds: for each step's state
    diff and effects, build the page with the feature's reducer (InspectionPage, or
    paging-demo --inspect).

    options:
      -o, --output PAGE   where to write the page (default RECORDING with .html)
      -h, --help          show this help

    exit status: 0 when the page is written, 1 when it cannot be written, 2 for a bad
    option or a file that is not a recording (one line says why; nothing is written).
    """
}
