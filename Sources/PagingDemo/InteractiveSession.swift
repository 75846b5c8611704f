import LoadingStates
import Paging
import Unidirectional

/// Drives the paging feature from the keyboard and redraws the screen after every state.
///
/// Keys go straight to the store without waiting for the previous action's effects, so a
/// refresh pressed while a page loads shows the policy at work: the refresh wins and the
/// page request is cancelled.
///
/// | Key | Does |
/// |---|---|
/// | `b`, space | `reachBottom` |
/// | `r` | `refresh` |
/// | `t` | `retry` |
/// | `f` | fail every request until pressed again |
/// | `q`, Ctrl-C, Ctrl-D | quit, then print the summary |
@MainActor
final class InteractiveSession {
  private let options: DemoOptions
  private let clock: any Clock<Duration>
  private var terminal: RawTerminal?
  private var session: DemoSession?
  private var latest: (step: DemoStep, state: FeedFeature.State)?
  private var note: String?

  /// Creates a session; nothing happens until ``run()``.
  ///
  /// - Parameters:
  ///   - options: The seed, page size and failure rate.
  ///   - clock: The clock the feed's latency waits on.
  init(options: DemoOptions, clock: any Clock<Duration>) {
    self.options = options
    self.clock = clock
  }

  /// Takes over the terminal until the user quits, then restores it and prints the
  /// summary.
  ///
  /// - Throws: ``RawTerminal/Failure`` when standard input is not a terminal.
  func run() async throws(RawTerminal.Failure) {
    let terminal = try RawTerminal()
    self.terminal = terminal
    defer { terminal.restore() }
    let log = StepLog { [unowned self] step, state in
      latest = (step, state)
      redraw()
    }
    let session = DemoSession(options: options, clock: clock, log: log)
    self.session = session
    session.store.send(.appear)
    loop: for await key in RawTerminal.keys() {
      note = nil
      switch key {
      case UInt8(ascii: "b"), UInt8(ascii: " "):
        session.store.send(.reachBottom)
      case UInt8(ascii: "r"):
        session.store.send(.refresh)
      case UInt8(ascii: "t"):
        session.store.send(.retry)
      case UInt8(ascii: "f"):
        session.feed.failsEveryRequest.toggle()
        redraw()
      case UInt8(ascii: "q"), 3, 4:
        break loop
      default:
        note = "unknown key — use b, space, r, t, f or q"
        redraw()
      }
    }
    terminal.restore()
    print(session.summary(ending: .quit).text)
  }

  private func redraw() {
    guard let terminal, let session, let latest else { return }
    let failures = session.feed.failsEveryRequest ? "ON (every request fails)" : "off"
    var lines = [
      "paging-demo · interactive · seed \(options.seed) · failures \(failures)",
      "",
      ScreenRenderer.render(latest.state, step: latest.step),
      "",
      "[b]/space next page  [r] refresh  [t] retry  [f] failures  [q] quit",
    ]
    if let note { lines.append(note) }
    terminal.draw(lines.joined(separator: "\n") + "\n")
  }
}
