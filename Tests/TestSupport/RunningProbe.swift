package import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A probe process the test talks to while it runs: it reads what the probe prints, line by
/// line, answers on its standard input, or kills it.
package struct RunningProbe {
  package let process: Process
  package let input: FileHandle
  package let output: FileHandle

  /// Blocks until the probe prints a whole line, and returns it without its newline; `nil`
  /// if the probe closed its output first. Nothing polls: each read waits for the pipe.
  package func nextLine() -> String? {
    var bytes = Data()
    while !bytes.contains(UInt8(ascii: "\n")) {
      let chunk = output.availableData
      if chunk.isEmpty { return nil }
      bytes.append(chunk)
    }
    return String(decoding: bytes.prefix(while: { $0 != UInt8(ascii: "\n") }), as: UTF8.self)
  }

  /// Sends a line to the probe's standard input.
  package func answer() {
    input.write(Data("go on\n".utf8))
  }

  /// Sends `SIGKILL`: the probe stops at once, with no chance to clean up.
  package func kill() {
    killProcess(process.processIdentifier)
  }

  /// Waits for the probe to end and tells how it did.
  package func termination() -> ProbeBinary.Termination {
    process.waitUntilExit()
    return ProbeBinary.Termination(of: process)
  }
}

/// Sends `SIGKILL` to `pid`; at file scope, where `kill` is the system call and not
/// ``RunningProbe/kill()``.
private func killProcess(_ pid: Int32) {
  _ = kill(pid, SIGKILL)
}
