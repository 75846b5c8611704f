/// The actions a store reduced, in order, from the state before the first of them: a
/// session a replay can reduce again.
///
/// Everything a feature does goes through actions, the answers of its effects included, so
/// the start state and the actions are the whole story. A recording can keep everything, or
/// only the newest actions, so that it can stay on in a debug build: with a `capacity`, it
/// keeps at least the last `capacity` actions and at most twice as many, with the state
/// before the oldest. It holds two states at most, so a store's large state is copied once
/// per `capacity` actions, not once per action.
///
/// ```swift
/// var recording = Recording<Int, String>(startState: 0, capacity: 2)
/// for (step, action) in ["a", "b", "c", "d", "e"].enumerated() {
///   recording.record(action, origin: .sent, stateBefore: step)
/// }
/// print(recording.startState, recording.entries.map(\.action))   // 2 ["c", "d", "e"]
/// ```
public struct Recording<State, Action> {
  /// One reduced action.
  public struct Entry {
    /// The action.
    public var action: Action
    /// Whether the app or an effect sent it.
    public var origin: ActionOrigin
    /// When it was reduced, since the recording started, on the store's clock; `nil` when
    /// the recording was not asked to read the clock.
    public var time: Duration?

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - origin: Whether the app or an effect sent it.
    ///   - time: When it was reduced, since the recording started.
    public init(action: Action, origin: ActionOrigin, time: Duration? = nil) {
      self.action = action
      self.origin = origin
      self.time = time
    }
  }

  /// The state before the oldest entry.
  public private(set) var startState: State

  /// How many of the newest actions are kept at least; `nil` keeps every action.
  public let capacity: Int?

  /// The entries from ``startState``, while fewer than `capacity` follow it.
  private var older: [Entry] = []
  /// The entries after ``older`` filled up, from ``checkpoint``.
  private var newer: [Entry] = []
  /// The state before the first of ``newer``.
  private var checkpoint: State?

  /// Creates an empty recording.
  ///
  /// - Parameters:
  ///   - startState: The state before the first action to come.
  ///   - capacity: How many of the newest actions to keep at least; `nil`, the default,
  ///     keeps every action. Must be at least 1.
  public init(startState: State, capacity: Int? = nil) {
    if let capacity { precondition(capacity >= 1, "A recording keeps at least one action; capacity is \(capacity).") }
    self.startState = startState
    self.capacity = capacity
  }

  /// Creates a recording of `entries` from `startState`, as a file holds it.
  ///
  /// - Parameters:
  ///   - startState: The state before the first entry.
  ///   - entries: The entries, oldest first.
  public init(startState: State, entries: [Entry]) {
    self.startState = startState
    self.capacity = nil
    self.older = entries
  }

  /// The entries, oldest first.
  public var entries: [Entry] { older + newer }

  /// How many entries the recording holds.
  public var count: Int { older.count + newer.count }

  /// Records an action the store is about to reduce.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - origin: Whether the app or an effect sent it.
  ///   - time: When, since the recording started, if the clock is read.
  ///   - stateBefore: The state before the action; read only when the recording starts a
  ///     new half, once per `capacity` actions.
  public mutating func record(
    _ action: Action,
    origin: ActionOrigin,
    time: Duration? = nil,
    stateBefore: @autoclosure () -> State
  ) {
    let entry = Entry(action: action, origin: origin, time: time)
    guard let capacity, older.count >= capacity else {
      older.append(entry)
      return
    }
    if newer.isEmpty { checkpoint = stateBefore() }
    newer.append(entry)
    if newer.count >= capacity { dropOlderHalf() }
  }

  /// Forgets the older half: the recording now starts where the newer half did.
  private mutating func dropOlderHalf() {
    guard let checkpoint else { return }
    startState = checkpoint
    older = newer
    newer = []
    self.checkpoint = nil
  }
}

extension Recording.Entry: Equatable where Action: Equatable {}
extension Recording.Entry: Sendable where Action: Sendable {}
extension Recording: Sendable where State: Sendable, Action: Sendable {}
