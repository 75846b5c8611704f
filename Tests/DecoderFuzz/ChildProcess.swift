import DecoderFuzzing
import Foundation

/// Runs inputs through a target in a child process of this executable, so that a trap
/// ends the child, not the campaign.
///
/// The child writes one line per input to a file, `<milliseconds> <verdict>`, each before
/// it reads the next input: when it traps, the lines it wrote say which input it was on.
struct ChildProcess {
  /// What became of one run of the child.
  struct Run {
    /// The verdict on each input the child finished, with its time in milliseconds.
    var finished: [(milliseconds: Int, verdict: Verdict)]
    /// How the child ended before finishing every input, if it did.
    var stop: Stop?
  }

  /// How a child ended early.
  enum Stop: Equatable {
    /// It trapped or exited with this status, saying `message` last on standard error.
    case crashed(status: Int32, message: String)
    /// It was still running after the time limit.
    case hung
  }

  let target: String
  let timeLimit: Duration

  /// Runs `inputs` in one child.
  func run(_ inputs: [Data]) throws -> Run {
    let folder = FileManager.default.temporaryDirectory.appending(path: "decoder-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let inputFile = folder.appending(path: "inputs")
    let outputFile = folder.appending(path: "verdicts")
    let errorFile = folder.appending(path: "errors")
    try Data().write(to: errorFile)
    try Data(inputs.map { $0.base64EncodedString() }.joined(separator: "\n").utf8).write(to: inputFile)

    let process = Process()
    process.executableURL = Bundle.main.executableURL
    process.arguments = ["child", target, inputFile.path, outputFile.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errorFile)
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    let seconds = Double(timeLimit.components.seconds)
    var stop: Stop?
    if ended.wait(timeout: .now() + seconds) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      ended.wait()
      stop = .hung
    }
    let lines = (try? String(contentsOf: outputFile, encoding: .utf8))?.split(separator: "\n") ?? []
    let finished = lines.compactMap { line -> (Int, Verdict)? in
      let parts = line.split(separator: " ", maxSplits: 1)
      guard parts.count == 2, let milliseconds = Int(parts[0]), let verdict = Verdict(line: parts[1]) else { return nil }
      return (milliseconds, verdict)
    }
    if stop == nil, finished.count < inputs.count {
      let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
      let lines = errors.split(whereSeparator: \.isNewline)
      let message = lines.first { $0.contains("Fatal error") } ?? lines.last ?? "no message"
      stop = .crashed(status: process.terminationStatus, message: String(message))
    }
    return Run(finished: finished, stop: stop)
  }

  /// Whether `input` alone ends a child early.
  func stops(on input: Data) -> Bool {
    guard let run = try? run([input]) else { return false }
    return run.stop != nil
  }

  /// The child's side: examines each input of `inputFile` with `target`, writing a line for
  /// each to `outputFile` as soon as it is judged.
  static func serve(target: FuzzTarget, inputFile: String, outputFile: String) throws {
    let inputs = try String(contentsOfFile: inputFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    try Data().write(to: URL(fileURLWithPath: outputFile))
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputFile))
    let clock = ContinuousClock()
    for encoded in inputs {
      let input = Data(base64Encoded: String(encoded)) ?? Data()
      let start = clock.now
      let verdict = target.examine(input)
      let milliseconds = Int(start.duration(to: clock.now) / .milliseconds(1))
      try output.write(contentsOf: Data("\(milliseconds) \(verdict.line)\n".utf8))
    }
  }
}
