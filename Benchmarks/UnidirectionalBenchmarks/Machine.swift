import Foundation

/// The machine a run happened on, read from the OS, so results carry their context.
struct Machine: Sendable, Encodable {
  /// The CPU model, from `/proc/cpuinfo` (`"unknown"` elsewhere).
  let cpu: String
  /// Cores available to the process (what `nproc` prints).
  let cores: Int
  /// The operating system, from `/proc/version` where there is one.
  let system: String

  /// The machine this process runs on.
  static var current: Machine {
    Machine(
      cpu: firstValue(of: "model name", in: "/proc/cpuinfo") ?? "unknown",
      cores: ProcessInfo.processInfo.activeProcessorCount,
      system: (try? String(contentsOfFile: "/proc/version", encoding: .utf8))
        .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? "unknown"
    )
  }

  /// The value of the first `key : value` line of a `/proc` file.
  private static func firstValue(of key: String, in path: String) -> String? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(key) {
      guard let colon = line.firstIndex(of: ":") else { continue }
      return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return nil
  }
}
