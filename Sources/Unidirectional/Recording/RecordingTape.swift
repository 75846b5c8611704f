/// The actions a recording store noted since it last handed them to its ``Recording``:
/// slots written in place, so that a recorded send costs one store and one count, with no
/// array's uniqueness check or reference count on the way; and the values their reducers
/// read, handed over with them.
///
/// The core moves the written slots into the recording when the tape reaches its
/// ``limit``, when the recording is read and when recording stops. The limit never passes
/// the next action whose state before it the recording keeps (the first of a new half), so
/// the core records that action itself, with the state at hand.
@usableFromInline
struct RecordingTape<Action> {
  /// The slots, of which the first ``count`` hold actions.
  @usableFromInline
  let slots: UnsafeMutablePointer<(Action, ActionOrigin)>
  /// How many slots there are.
  @usableFromInline
  let size: Int
  /// Whether actions may wait here at all: not when the recording notes a time or a
  /// fingerprint with each one, which the core then records itself.
  @usableFromInline
  let isWritable: Bool
  /// How many slots hold actions.
  @usableFromInline
  var count = 0
  /// The values the reducers of the actions on the tape read, each with its action's slot,
  /// in the order they were read: handed over with the actions.
  @usableFromInline
  var reads: [(slot: Int, read: DependencyRead)] = []
  /// How many slots may hold actions before the core must hand them over: `0` while every
  /// action must go to the recording itself, as when it notes times.
  @usableFromInline
  var limit = 0

  /// Allocates a tape of `size` slots.
  ///
  /// - Parameters:
  ///   - size: How many slots.
  ///   - isWritable: Whether actions may wait on the tape.
  init(size: Int, isWritable: Bool) {
    slots = .allocate(capacity: size)
    self.size = size
    self.isWritable = isWritable
  }

  /// Whether the next action may be written here.
  @inlinable
  var hasRoom: Bool { count < limit }

  /// Writes an action into the next slot; there must be ``hasRoom``.
  @inlinable
  mutating func append(_ action: Action, origin: ActionOrigin) {
    (slots + count).initialize(to: (action, origin))
    count += 1
  }

  /// Moves the written actions to the end of `recording` and sets the limit to what it can
  /// take before it needs a state again.
  ///
  /// - Parameter recording: The recording the tape feeds.
  @inlinable
  mutating func empty<State>(into recording: inout Recording<State, Action>) {
    if count > 0 { recording.append(moving: UnsafeMutableBufferPointer(start: slots, count: count)) }
    if !reads.isEmpty { handOverReads(to: &recording) }
    count = 0
    limit = isWritable ? min(size, recording.actionsBeforeCheckpoint) : 0
  }

  /// Notes a value the reducer of the newest action on the tape read.
  ///
  /// - Parameter read: The value; the tape must hold an action.
  mutating func noteReadOfNewest(_ read: DependencyRead) {
    reads.append((count - 1, read))
  }

  /// Notes the reads with their actions, just moved to the end of `recording`.
  @usableFromInline
  mutating func handOverReads<State>(to recording: inout Recording<State, Action>) {
    for (slot, read) in reads { recording.noteRead(read, entriesBeforeNewest: count - 1 - slot) }
    reads.removeAll(keepingCapacity: true)
  }

  /// Frees the slots; the tape is not used again.
  func deallocate() {
    slots.deinitialize(count: count)
    slots.deallocate()
  }
}
