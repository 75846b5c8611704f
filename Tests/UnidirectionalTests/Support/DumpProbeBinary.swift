import Foundation

/// The `DumpProbe` executable, which prints the dump of a fixed value, and a way to run it in
/// a process of its own.
///
/// UnidirectionalTests depends on the DumpProbe target, so `swift test` builds the probe into
/// the same directory as the test binary.
struct DumpProbeBinary {
  /// How a run of the probe ended.
  enum Termination: Equatable {
    case exited(Int32)
    case signalled(Int32)
  }

  /// What one run of the probe printed and how it ended.
  struct Run {
    /// Standard output and standard error, which share one pipe, so anything the probe
    /// prints besides the dump shows up here.
    let output: String
    let termination: Termination
  }

  /// The error thrown when the probe has not been built.
  struct Missing: Error, CustomStringConvertible {
    let searched: [URL]

    var description: String {
      """
      The DumpProbe executable is missing, so dumps cannot be compared across processes. \
      Looked for \(searched.map(\.path).joined(separator: " and ")). UnidirectionalTests \
      depends on the DumpProbe target, so `swift build --build-tests` and `swift test` build \
      it; after a build that skipped it, run `swift build --product DumpProbe`.
      """
    }
  }

  let url: URL

  /// Finds the probe next to the running test binary, where `swift test` on Linux runs it
  /// from, or else in the package's default debug build directory, for runners that live
  /// elsewhere, such as the helper `swift test` uses on macOS.
  static func locate() throws -> DumpProbeBinary {
    let packageRoot = URL(fileURLWithPath: #filePath)  // Tests/UnidirectionalTests/Support/
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let directories = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      packageRoot.appending(path: ".build/debug"),
    ]
    let candidates = directories.compactMap { $0?.appending(path: "DumpProbe") }
    guard
      let url = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else {
      throw Missing(searched: candidates)
    }
    return DumpProbeBinary(url: url)
  }

  /// Runs the probe in a new process, without `SWIFT_DETERMINISTIC_HASHING`, so the process
  /// hashes with a random seed of its own, and waits for it to end.
  func run() throws -> Run {
    let process = Process()
    process.executableURL = url
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = nil
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = try pipe.fileHandleForReading.readToEnd() ?? Data()
    process.waitUntilExit()
    let status = process.terminationStatus
    return Run(
      output: String(decoding: output, as: UTF8.self),
      termination: process.terminationReason == .exit ? .exited(status) : .signalled(status)
    )
  }
}
