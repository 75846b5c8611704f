#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back when the session is ended from outside: `kill` (SIGTERM), or the
/// terminal closing (SIGHUP). Without it, the shell is left raw and on the alternate
/// screen.
///
/// The handler does only what a signal handler may: it writes the escape sequences that
/// leave the alternate screen, restores the saved settings with `tcsetattr`, and exits with
/// 128 + the signal, as the signal itself would have.
enum TerminationSignals {
  /// The settings the handler restores.
  // Safe: written only in `restore(to:)`, on the main actor, before `signal` installs the
  // handler that reads it; the session runs once per process, so no write ever races the
  // handler's read, and the handler only reads it.
  nonisolated(unsafe) fileprivate static var original = termios()

  /// Handles SIGTERM and SIGHUP by restoring `settings` and leaving the alternate screen.
  ///
  /// - Parameter settings: The terminal settings from before raw mode.
  static func restore(to settings: termios) {
    original = settings
    signal(SIGTERM, restoreAndExit)
    signal(SIGHUP, restoreAndExit)
  }

  /// Gives both signals their default action back, once the session restored the terminal
  /// itself.
  static func reset() {
    signal(SIGTERM, SIG_DFL)
    signal(SIGHUP, SIG_DFL)
  }
}

/// The signal handler: async-signal-safe calls only.
private func restoreAndExit(_ number: Int32) {
  let leaveAlternateScreen: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
  _ = write(STDOUT_FILENO, leaveAlternateScreen.utf8Start, leaveAlternateScreen.utf8CodeUnitCount)
  _ = tcsetattr(STDIN_FILENO, TCSANOW, &TerminationSignals.original)
  _exit(128 + number)
}
