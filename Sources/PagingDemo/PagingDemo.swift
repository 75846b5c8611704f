#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

import CommandLineOptions
import Unidirectional
import UnidirectionalRecording

/// `paging-demo`: parses the command line, picks the clock, runs the script or the
/// interactive session, pages a real endpoint with `--url`, replays a recording with
/// `--replay` or writes its page with `--inspect`, and exits with 0, 1 when `--url` fails, a replay disagrees or a recording
/// cannot be written, or 2 for a usage error or a recording that cannot be read.
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
    if let request = options.inspection {
      inspect(request, options: options)
      return
    }
    if let path = options.replayPath {
      replay(path, options: options)
      return
    }
    if let url = options.url {
      if case .failure(let failure) = await RemoteWalk(url: url, options: options, emit: writeLine).run() {
        writeError(failure.line)
        exit(1)
      }
      return
    }
    do {
      if options.interactive {
        try await InteractiveSession(options: options, clock: clock).run()
      } else {
        try await DemoScript(options: options, clock: clock, emit: writeLine).run()
      }
    } catch let error as RawTerminal.Failure {
      fail(with: error.description + " (see paging-demo --help)")
    } catch {
      writeError("\(error)")
      exit(1)
    }
  }

  /// Replays the recording at `path`: exits with 1 and the first disagreement when the
  /// feature disagrees with it, or 2 when the file holds no recording.
  @MainActor
  private static func replay(_ path: String, options: DemoOptions) {
    do {
      if case .disagrees(let disagreement) = try DemoReplay(options: options, path: path, emit: writeLine).run() {
        writeError(disagreement.description)
        exit(1)
      }
    } catch {
      writeError(error.description)
      exit(2)
    }
  }

  /// Writes the page of the recording `request` names, or prints one of its steps: exits
  /// with 2 when the file holds no recording or no such step, 1 when the page cannot be
  /// written.
  @MainActor
  private static func inspect(_ request: DemoInspection.Request, options: DemoOptions) {
    do {
      try DemoInspection(options: options, request: request, emit: writeLine).run()
    } catch {
      writeError(error.description)
      exit(error.exitStatus)
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
