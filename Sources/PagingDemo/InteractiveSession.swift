import LoadingStates
import Paging
import Unidirectional

/// Drives the paging feature from the keyboard and redraws the screen after every state.
///
/// Keys go straight to the store without waiting for the previous action's effects, so a
/// refresh pressed while a page loads shows the policy at work: the refresh wins and the
/// page request is cancelled.
///
/// ``KeyCommand`` decides what each key does:
///
/// | Key | Does |
/// |---|---|
/// | `b`, space | `reachBottom` |
/// | `u` | `reachTop` |
/// | `r` | `refresh` |
/// | `t` | `retry`, or `retryTop` when only the top failed |
/// | `l` | like or unlike the top post: `edit(.update(…))` |
/// | `d` | delete the top post: `edit(.remove(…))` |
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

  /// Takes over the terminal until the user quits, then restores it, prints the summary and
  /// writes the recording when `--record` asks for one.
  ///
  /// - Throws: ``RawTerminal/Failure`` when standard input is not a terminal, and
  ///   ``DemoFileError`` when the recording cannot be written.
  func run() async throws {
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
      switch KeyCommand(key: key, in: session.store.state) {
      case .send(let action):
        session.store.send(action)
      case .toggleFailures:
        session.feed.failsEveryRequest.toggle()
        redraw()
      case .quit:
        break loop
      case .note(let text):
        note = text
        redraw()
      }
    }
    terminal.restore()
    print(session.summary(ending: .quit).text)
    try session.saveRecording()
  }

  private func redraw() {
    guard let terminal, let session, let latest else { return }
    let failures = session.feed.failsEveryRequest ? "ON (every request fails)" : "off"
    var lines = [
      "paging-demo · interactive · seed \(options.seed) · failures \(failures)",
      "",
      ScreenRenderer.render(latest.state, step: latest.step),
      "",
      "[b]/space next page  [u] earlier posts  [r] refresh  [t] retry",
      "[l] like top post  [d] delete top post  [f] failures  [q] quit",
    ]
    if let note { lines.append(note) }
    terminal.draw(lines.joined(separator: "\n") + "\n")
  }
}
