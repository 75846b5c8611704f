/// The actions a recording store noted since it last handed them to the recording layer:
/// slots written in place, so that a recorded send costs one store and one count, with no
/// array's uniqueness check or reference count on the way; and the values their reducers
/// read, handed over with them.
///
/// The recording layer takes the written slots when the tape reaches its ``limit``, when the
/// recording is read and when recording stops, and sets the next limit. The limit never
/// passes the next action whose state before it the recording keeps, so the core hands that
/// action to the recording layer itself, with the state at hand.
@usableFromInline
package struct RecordingTape<Action> {
  /// The slots, of which the first ``count`` hold actions.
  @usableFromInline
  let slots: UnsafeMutablePointer<(Action, ActionOrigin)>
  /// How many slots there are.
  package let size: Int
  /// Whether actions may wait here at all: not when the recording notes a time or a
  /// fingerprint with each one, which the recording layer then notes itself.
  package let isWritable: Bool
  /// How many slots hold actions.
  @usableFromInline
  package private(set) var count = 0
  /// The values the reducers of the actions on the tape read, each with its action's slot,
  /// in the order they were read: handed over with the actions.
  package private(set) var reads: [(slot: Int, read: DependencyRead)] = []
  /// How many slots may hold actions before the core must hand them over: `0` while every
  /// action must go to the recording layer itself, as when it notes times.
  @usableFromInline
  package var limit = 0

  /// An empty tape of `size` slots.
  package init(size: Int, isWritable: Bool) {
    slots = .allocate(capacity: size)
    self.size = size
    self.isWritable = isWritable
  }

  /// Whether another action fits before the limit.
  @inlinable
  var hasRoom: Bool { count < limit }

  /// Writes `action`, which came from `origin`, into the next slot.
  @inlinable
  mutating func append(_ action: Action, origin: ActionOrigin) {
    (slots + count).initialize(to: (action, origin))
    count += 1
  }

  /// Hands the written actions, moved out of their slots, and the reads noted with them to
  /// `take`, and empties the tape.
  ///
  /// - Parameter take: Receives the slots, which it must move out of, and each read with
  ///   the number of actions after its own on the tape.
  package mutating func empty(
    into take: (UnsafeMutableBufferPointer<(Action, ActionOrigin)>, [(read: DependencyRead, actionsAfter: Int)]) -> Void
  ) {
    let reads = reads.map { (read: $0.read, actionsAfter: count - 1 - $0.slot) }
    take(UnsafeMutableBufferPointer(start: slots, count: count), reads)
    self.reads.removeAll(keepingCapacity: true)
    count = 0
  }

  /// Notes a value the reducer of the newest action on the tape read.
  package mutating func noteReadOfNewest(_ read: DependencyRead) {
    reads.append((count - 1, read))
  }

  /// Frees the slots; the tape is not used again.
  package func deallocate() {
    slots.deinitialize(count: count)
    slots.deallocate()
  }
}
