public import Unidirectional
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
    /// The fingerprint of the state the action left, from ``RecordingFingerprint``: what a
    /// replay compares its own state with after this action. `nil` when the recording was
    /// not asked to note fingerprints.
    public var fingerprint: UInt64?
    /// The values the reducer read from ``/Unidirectional/DependencyValues/uuid``, ``/Unidirectional/DependencyValues/date``
    /// and ``/Unidirectional/DependencyValues/randomNumbers`` while it reduced the action, in order: what a
    /// replay hands it back.
    public var reads: [DependencyRead]

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - origin: Whether the app or an effect sent it.
    ///   - time: When it was reduced, since the recording started.
    ///   - fingerprint: The fingerprint of the state the action left.
    ///   - reads: The values the reducer read from the built-in generators.
    @inlinable
    public init(
      action: Action, origin: ActionOrigin, time: Duration? = nil, fingerprint: UInt64? = nil,
      reads: [DependencyRead] = []
    ) {
      self.action = action
      self.origin = origin
      self.time = time
      self.fingerprint = fingerprint
      self.reads = reads
    }
  }

  /// The state before the oldest entry.
  public var startState: State { start }

  /// The state before the oldest entry, where the inlined ``record(_:origin:time:stateBefore:)``
  /// moves it.
  @usableFromInline
  var start: State

  /// How many of the newest actions are kept at least; `nil` keeps every action.
  public let capacity: Int?

  /// The actions from ``startState``, while fewer than `capacity` follow it.
  @usableFromInline
  var older = RecordedSteps<Action>()
  /// The actions after ``older`` filled up, from ``checkpoint``.
  @usableFromInline
  var newer = RecordedSteps<Action>()
  /// The state before the first of ``newer``.
  @usableFromInline
  var checkpoint: State?

  /// Whether effects started before ``startState`` may still send answers: the store had
  /// effects running when it started recording, or the recording has since forgotten its
  /// oldest actions. A replay then cannot tell an answer from an effect it never started.
  public private(set) var effectsMayRunAtStart: Bool

  /// Creates an empty recording.
  ///
  /// - Parameters:
  ///   - startState: The state before the first action to come.
  ///   - capacity: How many of the newest actions to keep at least; `nil`, the default,
  ///     keeps every action. Must be at least 1.
  ///   - effectsMayRunAtStart: Whether effects started before `startState` may still
  ///     send answers; by default, none runs.
  public init(startState: State, capacity: Int? = nil, effectsMayRunAtStart: Bool = false) {
    if let capacity { precondition(capacity >= 1, "A recording keeps at least one action; capacity is \(capacity).") }
    self.start = startState
    self.capacity = capacity
    self.effectsMayRunAtStart = effectsMayRunAtStart
  }

  /// Creates a recording of `entries` from `startState`, as a file holds it.
  ///
  /// - Parameters:
  ///   - startState: The state before the first entry.
  ///   - entries: The entries, oldest first.
  ///   - effectsMayRunAtStart: Whether effects started before `startState` may still
  ///     send answers; by default, none runs.
  public init(startState: State, entries: [Entry], effectsMayRunAtStart: Bool = false) {
    self.start = startState
    self.capacity = nil
    self.effectsMayRunAtStart = effectsMayRunAtStart
    for entry in entries {
      older.append(entry.action, origin: entry.origin, time: entry.time)
      older.noteFingerprintOfLast(entry.fingerprint)
      for read in entry.reads { older.noteRead(read, at: older.count - 1) }
    }
  }

  /// The entries, oldest first.
  public var entries: [Entry] {
    [older, newer].flatMap { half in
      half.actions.indices.map {
        Entry(
          action: half.actions[$0].0, origin: half.actions[$0].1, time: half.time(at: $0),
          fingerprint: half.fingerprint(at: $0), reads: half.reads(at: $0))
      }
    }
  }

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
  @inlinable
  public mutating func record(
    _ action: Action,
    origin: ActionOrigin,
    time: Duration? = nil,
    stateBefore: @autoclosure () -> State
  ) {
    guard let capacity, older.count >= capacity else {
      older.append(action, origin: origin, time: time)
      return
    }
    if newer.count == 0 { checkpoint = stateBefore() }
    newer.append(action, origin: origin, time: time)
    if newer.count >= capacity { dropOlderHalf() }
  }

  /// Notes the fingerprint of the state the newest entry left; nothing when there is none.
  ///
  /// - Parameter fingerprint: The fingerprint of the state after the newest entry.
  mutating func noteFingerprintOfNewest(_ fingerprint: UInt64) {
    changeHalfOfNewest { $0.noteFingerprintOfLast(fingerprint) }
  }

  /// Notes a value the reducer of the entry `entriesBeforeNewest` before the newest read;
  /// nothing when there is no entry. The entry must be in the half that holds the newest.
  ///
  /// - Parameters:
  ///   - read: The value.
  ///   - entriesBeforeNewest: How far before the newest entry its entry is; `0` for the
  ///     newest.
  @usableFromInline
  mutating func noteRead(_ read: DependencyRead, entriesBeforeNewest: Int = 0) {
    changeHalfOfNewest { $0.noteRead(read, at: $0.count - 1 - entriesBeforeNewest) }
  }

  /// Applies `change` to the half that holds the newest entry; nothing when there is none.
  private mutating func changeHalfOfNewest(_ change: (inout RecordedSteps<Action>) -> Void) {
    if newer.count > 0 {
      change(&newer)
    } else if older.count > 0 {
      change(&older)
    }
  }

  /// How many actions can be recorded before the one whose state before it the recording
  /// keeps: the first of a new half. `Int.max` when the recording keeps every action.
  @inlinable
  var actionsBeforeCheckpoint: Int {
    guard let capacity else { return .max }
    if older.count < capacity { return capacity - older.count }
    return newer.count == 0 ? 0 : capacity - newer.count
  }

  /// Appends the actions, moved out of `steps`, as entries without times; there must be
  /// no more of them than ``actionsBeforeCheckpoint``.
  ///
  /// - Parameter steps: Actions with their origins, left uninitialized.
  @inlinable
  mutating func append(moving steps: UnsafeMutableBufferPointer<(Action, ActionOrigin)>) {
    precondition(steps.count <= actionsBeforeCheckpoint, "A recording's half would pass its checkpoint.")
    guard !steps.isEmpty else { return }
    if let capacity, older.count >= capacity {
      newer.append(moving: steps)
      if newer.count >= capacity { dropOlderHalf() }
    } else {
      older.append(moving: steps)
    }
  }

  /// Forgets the older half: the recording now starts where the newer half did.
  @usableFromInline
  mutating func dropOlderHalf() {
    guard let checkpoint else { return }
    start = checkpoint
    effectsMayRunAtStart = true
    swap(&older, &newer)
    newer.removeAll()
    self.checkpoint = nil
  }
}

extension Recording.Entry: Equatable where Action: Equatable {}
extension Recording.Entry: Sendable where Action: Sendable {}
extension Recording: Sendable where State: Sendable, Action: Sendable {}
