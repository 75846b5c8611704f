package import Foundation

/// An executable target of the package that a test runs in a process of its own: the
/// `DumpProbe`, which prints a dump under a hash seed of its own, the `PersistenceProbe`,
/// which writes with the real file writer and can be killed halfway, and the
/// `RecordingProbe`, which records where an app's main actor runs.
///
/// TestSupport depends on these targets, so `swift test` builds them into the same
/// directory as the test binary.
package struct ProbeBinary {
  /// How a run of the probe ended.
  package enum Termination: Equatable {
    case exited(Int32)
    case signalled(Int32)

    package init(of process: Process) {
      let status = process.terminationStatus
      self = process.terminationReason == .exit ? .exited(status) : .signalled(status)
    }
  }

  /// What one run of the probe printed and how it ended.
  package struct Run {
    /// Standard output and standard error, which share one pipe, so anything the probe
    /// prints besides what it was asked for shows up here.
    package let output: String
    package let termination: Termination
  }

  /// The error thrown when the probe has not been built.
  package struct Missing: Error, CustomStringConvertible {
    let name: String
    let searched: [URL]

    package var description: String {
      """
      The \(name) executable is missing. Looked for \(searched.map(\.path).joined(separator: " and ")). \
      TestSupport depends on the \(name) target, so `swift build --build-tests` and \
      `swift test` build it; after a build that skipped it, run `swift build --product \(name)`.
      """
    }
  }

  package let url: URL

  /// Finds the probe `name` next to the running test binary, where `swift test` on Linux
  /// runs it from, or else in the package's default debug build directory, for runners
  /// that live elsewhere, such as the helper `swift test` uses on macOS.
  package static func locate(_ name: String) throws -> ProbeBinary {
    let packageRoot = URL(fileURLWithPath: #filePath)  // Tests/TestSupport/
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let directories = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      packageRoot.appending(path: ".build/debug"),
    ]
    let candidates = directories.compactMap { $0?.appending(path: name) }
    guard
      let url = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else {
      throw Missing(name: name, searched: candidates)
    }
    return ProbeBinary(url: url)
  }

  /// Runs the probe in a new process and waits for it to end.
  ///
  /// - Parameters:
  ///   - arguments: The probe's arguments.
  ///   - changes: Variables to set in the probe's environment, or to remove (`nil`), over
  ///     this process's.
  package func run(_ arguments: [String] = [], environment changes: [String: String?] = [:]) throws -> Run {
    let process = makeProcess(arguments, environment: changes)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = try pipe.fileHandleForReading.readToEnd() ?? Data()
    process.waitUntilExit()
    return Run(
      output: String(decoding: output, as: UTF8.self), termination: Termination(of: process))
  }

  /// Starts the probe in a new process with pipes for its standard input and output, and
  /// returns without waiting; its standard error is this process's.
  package func start(_ arguments: [String]) throws -> RunningProbe {
    let process = makeProcess(arguments, environment: [:])
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    return RunningProbe(
      process: process, input: input.fileHandleForWriting, output: output.fileHandleForReading)
  }

  private func makeProcess(_ arguments: [String], environment changes: [String: String?]) -> Process
  {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    for (name, value) in changes { environment[name] = value }
    process.environment = environment
    return process
  }
}
