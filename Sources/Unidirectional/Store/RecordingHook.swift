/// What a root store's core holds while it records: the tape its sends write to, and the
/// recording layer's sink that takes what the tape cannot. The one seam through which the
/// recording layer (UnidirectionalRecording) reaches a store.
@usableFromInline
package struct RecordingHook<State, Action> {
  /// Where a send writes its action while there is room.
  @usableFromInline
  package var tape: RecordingTape<Action>
  /// The recording layer, told of what the tape cannot take.
  @usableFromInline
  package let sink: any RecordingSink<State, Action>

  /// A hook that writes to `tape` and tells `sink` the rest.
  package init(tape: RecordingTape<Action>, sink: any RecordingSink<State, Action>) {
    self.tape = tape
    self.sink = sink
  }
}

/// The recording layer as a root store's core sees it while the store records.
@MainActor
@usableFromInline
package protocol RecordingSink<State, Action>: AnyObject {
  /// The state of the store that records.
  associatedtype State
  /// The action of the store that records.
  associatedtype Action

  /// Notes `action`, for which the tape had no room, with the state before it; takes what
  /// the tape holds first.
  ///
  /// - Parameters:
  ///   - action: The action about to be reduced.
  ///   - origin: Where it came from.
  ///   - state: The state before it.
  ///   - tape: The store's tape, to empty and give a new limit.
  /// - Returns: Whether the recording goes on; `false` ends it (nobody can read it now).
  func record(_ action: Action, origin: ActionOrigin, before state: State, tape: inout RecordingTape<Action>) -> Bool

  /// Ends the recording: takes what the tape holds, frees it, and keeps the recording for
  /// whoever reads it.
  ///
  /// - Parameters:
  ///   - tape: The store's tape, not used again.
  ///   - state: The store's state now.
  func end(tape: inout RecordingTape<Action>, state: State)
}
