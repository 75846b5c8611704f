import Foundation

/// Re-executes this benchmark binary as a child process with a hidden probe option, so a
/// memory figure comes from a process that did nothing else.
enum ProbeProcess {
  /// Runs `executable` with `arguments` and returns what it printed.
  ///
  /// - Parameters:
  ///   - executable: The benchmark binary, ``BenchmarkContext/executablePath``.
  ///   - arguments: The probe's options, such as `["--memory-probe", "empty"]`.
  /// - Returns: The child's standard output; a child that cannot start or exits with a
  ///   failure stops the run.
  static func output(of executable: String, arguments: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      preconditionFailure("could not start the probe \(executable): \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    let command = arguments.joined(separator: " ")
    precondition(
      process.terminationStatus == 0,
      "the probe \(command) failed (status \(process.terminationStatus)): \(text)")
    return text
  }
}
