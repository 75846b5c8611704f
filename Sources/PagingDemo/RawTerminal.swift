import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal in raw mode (keys arrive one at a time, unechoed) on an alternate
/// screen, and puts it back exactly as it was.
///
/// Create it, draw with ``draw(_:)``, read ``keys()``, and call ``restore()`` when done
/// (in a `defer`, so every way out restores the terminal); restoring twice is harmless.
///
/// ```swift
/// let terminal = try RawTerminal()
/// defer { terminal.restore() }
/// for await key in RawTerminal.keys() where key == UInt8(ascii: "q") { break }
/// ```
final class RawTerminal {
  /// Why the terminal could not be put in raw mode.
  enum Failure: Error, Hashable, CustomStringConvertible {
    /// Standard input is a pipe or a file, not a terminal.
    case notATerminal
    /// `tcgetattr` or `tcsetattr` failed with this `errno`.
    case cannotConfigure(errno: Int32)

    var description: String {
      switch self {
      case .notATerminal:
        "paging-demo: --interactive needs a terminal, but standard input is not one"
      case .cannotConfigure(let code):
        "paging-demo: couldn't put the terminal in raw mode (\(String(cString: strerror(code))))"
      }
    }
  }

  private var original: termios
  private var isRaw: Bool

  /// Switches standard input to raw mode and the screen to the alternate screen, cursor
  /// hidden, after installing the SIGTERM and SIGHUP handlers that undo both.
  ///
  /// Ctrl-C arrives as a key (3) instead of a signal, so the session can restore the
  /// terminal before it quits.
  ///
  /// - Throws: ``Failure/notATerminal`` when standard input is not a terminal.
  init() throws(Failure) {
    guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal }
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { throw .cannotConfigure(errno: errno) }
    original = settings
    // Before anything changes: a SIGTERM that arrives as soon as the screen switches must
    // find the handler that switches it back.
    TerminationSignals.restore(to: settings)
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &settings.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSANOW, &settings) == 0 else {
      let failure = errno
      TerminationSignals.reset()
      throw .cannotConfigure(errno: failure)
    }
    isRaw = true
    write("\u{1B}[?1049h\u{1B}[?25l")
  }

  /// Leaves the alternate screen, shows the cursor, restores the original terminal
  /// settings, then gives SIGTERM and SIGHUP their default action back; does nothing the
  /// second time.
  func restore() {
    guard isRaw else { return }
    isRaw = false
    write("\u{1B}[?25h\u{1B}[?1049l")
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &original)
    TerminationSignals.reset()
  }

  /// Clears the screen and draws `text` from the top-left corner.
  func draw(_ text: String) {
    write("\u{1B}[H\u{1B}[2J" + text)
  }

  /// Writes `text` to standard output, unbuffered.
  func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// The bytes typed on standard input, read on a thread of their own so the main actor
  /// stays free for the store and its effects. The stream ends when input ends.
  static func keys() -> AsyncStream<UInt8> {
    let (stream, continuation) = AsyncStream.makeStream(of: UInt8.self)
    let reader = Thread {
      var byte: UInt8 = 0
      while read(STDIN_FILENO, &byte, 1) == 1 {
        if case .terminated = continuation.yield(byte) { return }
      }
      continuation.finish()
    }
    reader.start()
    return stream
  }
}
