/// One half of a ``Recording``: the actions in order, with their origins, and their times
/// when the recording notes times.
///
/// The actions and the times are kept apart so that a store's tape of actions is handed
/// over by copying its slots, not by building an entry for each.
@usableFromInline
struct RecordedSteps<Action> {
  /// The actions, oldest first, each with where it came from.
  @usableFromInline
  var actions: [(Action, ActionOrigin)] = []
  /// The time of each action, or empty when none has one.
  @usableFromInline
  var times: [Duration?] = []

  /// Creates an empty half.
  @inlinable
  init() {}

  /// How many actions the half holds.
  @inlinable
  var count: Int { actions.count }

  /// Appends an action.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - origin: Whether the app or an effect sent it.
  ///   - time: When it was reduced, if the clock was read.
  @inlinable
  mutating func append(_ action: Action, origin: ActionOrigin, time: Duration?) {
    if time != nil || !times.isEmpty {
      times.append(contentsOf: repeatElement(nil, count: actions.count - times.count))
      times.append(time)
    }
    actions.append((action, origin))
  }

  /// Appends the actions, moved out of `steps`, without times.
  ///
  /// - Parameter steps: Actions with their origins, left uninitialized.
  @inlinable
  mutating func append(moving steps: UnsafeMutableBufferPointer<(Action, ActionOrigin)>) {
    actions.append(contentsOf: steps)
    steps.baseAddress?.deinitialize(count: steps.count)
    if !times.isEmpty { times.append(contentsOf: repeatElement(nil, count: steps.count)) }
  }

  /// Forgets every action, keeping the room they took.
  @inlinable
  mutating func removeAll() {
    actions.removeAll(keepingCapacity: true)
    times.removeAll(keepingCapacity: true)
  }

  /// The time of the action at `index`, if it has one.
  func time(at index: Int) -> Duration? {
    times.isEmpty ? nil : times[index]
  }
}

extension RecordedSteps: Sendable where Action: Sendable {}
