/// The main actor's ``DependencyReadTap`` while stores record: it hands each value the
/// built-in generators give to the recording store whose reducer is running, if any.
///
/// A store's reduces all run on the main actor, so the tap is set there once, when the
/// first store starts recording, and removed when the last one stops, not around each
/// reduce: a recorded send costs nothing more for it. The core tells whether its reducer
/// runs (``RecordsDependencyReads/isReducing``) from its send's flag and one raised around
/// starting effects and telling observers; a value read while no recording store's reducer
/// runs comes from an effect or another part of the app and is not noted: a replay runs no
/// effects, and the answers they sent are in the recording already. A reducer that sends to
/// another store directly, so that both reduce at once, lends that store's reads to the
/// first registered of the two: telling them apart would cost every send.
@MainActor
final class RecordingReads {
  /// The one registry, the main actor's.
  static let shared = RecordingReads()

  /// The stores recording now.
  private var cores: [WeakCore] = []
  /// The tap: it notes the value the generator makes on the main actor, where it runs, and
  /// gives the reader that value.
  private let tap = DependencyReadTap { _, make in
    let read = make()
    MainActor.assumeIsolated { RecordingReads.shared.note(read) }
    return read
  }

  /// The registry, empty: there is one, ``shared``.
  private init() {}

  /// Starts handing the reads of `core`'s reducer to it.
  func add(_ core: some RecordsDependencyReads) {
    if cores.isEmpty { DependencyReadTap.setMainActorTap(tap) }
    cores.append(WeakCore(core: core, id: ObjectIdentifier(core)))
  }

  /// Stops handing reads to `core`.
  func remove(_ core: some RecordsDependencyReads) {
    cores.removeAll { $0.id == ObjectIdentifier(core) }
    if cores.isEmpty { DependencyReadTap.setMainActorTap(nil) }
  }

  /// Hands `read` to the store whose reducer is running, if one records.
  private func note(_ read: DependencyRead) {
    for index in cores.indices {
      guard let core = cores[index].core, core.isReducing else { continue }
      return core.noteRead(read)
    }
  }

  /// A recording store, not kept alive by the registry. A core removes itself, by its
  /// identity, when it stops recording, which it does in its deinit; a store let go off
  /// the main actor runs that deinit later, so until then the reference reads `nil`.
  private struct WeakCore {
    weak var core: (any RecordsDependencyReads)?
    let id: ObjectIdentifier
  }
}
