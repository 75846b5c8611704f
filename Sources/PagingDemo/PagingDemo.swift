#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

import CommandLineOptions
import Unidirectional

/// `paging-demo`: parses the command line, picks the clock, runs the script or the
/// interactive session, or pages a real endpoint with `--url`, and exits with 0, 1 when
/// `--url` fails, or 2 for a usage error.
@main
enum PagingDemo {
  @MainActor
  static func main() async {
    let options: DemoOptions
    do {
      options = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      fail(with: error.description)
    }
    if options.showsHelp {
      print(DemoOptions.usage)
      return
    }
    // A person at the keyboard wants to see the spinners, so interactive runs in real time.
    let clock: any Clock<Duration> =
      options.realtime || options.interactive ? ContinuousClock() : ImmediateClock()
    if let url = options.url {
      if case .failure(let failure) = await RemoteWalk(url: url, options: options, emit: writeLine).run() {
        writeError(failure.line)
        exit(1)
      }
      return
    }
    if options.interactive {
      do {
        try await InteractiveSession(options: options, clock: clock).run()
      } catch {
        fail(with: error.description + " (see paging-demo --help)")
      }
    } else {
      await DemoScript(options: options, clock: clock, emit: writeLine).run()
    }
  }

  /// Writes `line` to standard output at once, even into a pipe, so a program reading
  /// `--json` follows the states as they happen instead of getting them all at the end.
  private static func writeLine(_ line: String) {
    emit(line, to: 1)
  }

  /// Prints `message`, which ends with a pointer to `--help`, on one line of standard
  /// error, and exits with status 2.
  private static func fail(with message: String) -> Never {
    writeError(message)
    exit(2)
  }

  /// Writes `line` to standard error at once.
  private static func writeError(_ line: String) {
    emit(line, to: 2)
  }

  /// Writes `line` and a newline to `descriptor` unbuffered.
  private static func emit(_ line: String, to descriptor: Int32) {
    var text = line + "\n"
    text.withUTF8 { bytes in _ = write(descriptor, bytes.baseAddress, bytes.count) }
  }
}
