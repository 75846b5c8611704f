public import Unidirectional
/// One half of a ``Recording``: the actions in order, with their origins, their times when
/// the recording notes times, the fingerprints of the states they left and the values
/// their reducer read from the built-in generators.
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
  /// The fingerprint of the state after each action, or empty when none has one.
  @usableFromInline
  var fingerprints: [UInt64?] = []
  /// The values each action's reducer read from the built-in generators, up to the last
  /// action that read one.
  @usableFromInline
  var reads: [[DependencyRead]] = []

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

  /// Appends the actions, moved out of `steps`: a store's tape, which it uses only for a
  /// recording that notes neither times nor fingerprints.
  ///
  /// - Parameter steps: Actions with their origins, left uninitialized.
  @inlinable
  mutating func append(moving steps: UnsafeMutableBufferPointer<(Action, ActionOrigin)>) {
    assert(times.isEmpty && fingerprints.isEmpty, "A recording that notes times or fingerprints takes no tape.")
    actions.append(contentsOf: steps)
    steps.baseAddress?.deinitialize(count: steps.count)
  }

  /// Notes the fingerprint of the state after the newest action.
  ///
  /// - Parameter fingerprint: The fingerprint; the half must not be empty.
  mutating func noteFingerprintOfLast(_ fingerprint: UInt64?) {
    guard fingerprint != nil || !fingerprints.isEmpty else { return }
    fingerprints.append(contentsOf: repeatElement(nil, count: actions.count - fingerprints.count))
    fingerprints[actions.count - 1] = fingerprint
  }

  /// Notes a value the reducer of the action at `index` read.
  ///
  /// - Parameters:
  ///   - read: The value.
  ///   - index: The action's index in the half.
  mutating func noteRead(_ read: DependencyRead, at index: Int) {
    if reads.count <= index { reads.append(contentsOf: repeatElement([], count: index + 1 - reads.count)) }
    reads[index].append(read)
  }

  /// Forgets every action, keeping the room they took.
  @inlinable
  mutating func removeAll() {
    actions.removeAll(keepingCapacity: true)
    times.removeAll(keepingCapacity: true)
    fingerprints.removeAll(keepingCapacity: true)
    reads.removeAll(keepingCapacity: true)
  }

  /// The time of the action at `index`, if it has one.
  func time(at index: Int) -> Duration? {
    times.isEmpty ? nil : times[index]
  }

  /// The fingerprint of the state after the action at `index`, if it has one.
  func fingerprint(at index: Int) -> UInt64? {
    index < fingerprints.count ? fingerprints[index] : nil
  }

  /// The values the reducer read for the action at `index`.
  func reads(at index: Int) -> [DependencyRead] {
    index < reads.count ? reads[index] : []
  }
}

extension RecordedSteps: Sendable where Action: Sendable {}
