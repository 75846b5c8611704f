import Unidirectional
/// The main actor's ``DependencyReadTap`` while stores record: it hands each value the
/// built-in generators give to the recording store whose reducer is running, if any.
///
/// A store's reduces all run on the main actor, so the tap is set there once, when the
/// first store starts recording, and removed when the last one stops, not around each
/// reduce: a recorded send costs nothing more for it. The store's core tells whether its
/// reducer runs (``RecordsDependencyReads/isReducing``) from its send's flag and one raised around
/// starting effects and telling observers; a value read while no recording store's reducer
/// runs comes from an effect or another part of the app and is not noted: a replay runs no
/// effects, and the answers they sent are in the recording already. A reducer that sends to
/// another store directly, so that both reduce at once, lends that store's reads to the
/// first registered of the two: telling them apart would cost every send.
@MainActor
final class RecordingReads {
  /// The one registry, the main actor's.
  static let shared = RecordingReads()

  /// The recordings in progress.
  private var sessions: [WeakSession] = []
  /// The tap: it notes the value the generator makes on the main actor, where it runs, and
  /// gives the reader that value.
  private let tap = DependencyReadTap { _, make in
    let read = make()
    MainActor.assumeIsolated { RecordingReads.shared.note(read) }
    return read
  }

  /// The registry, empty: there is one, ``shared``.
  private init() {}

  /// Starts handing the reads of `session`'s store's reducer to it.
  func add(_ session: some RecordsDependencyReads) {
    if sessions.isEmpty { DependencyReadTap.setMainActorTap(tap) }
    sessions.append(WeakSession(session: session, id: ObjectIdentifier(session)))
  }

  /// Stops handing reads to `session`.
  func remove(_ session: some RecordsDependencyReads) {
    sessions.removeAll { $0.id == ObjectIdentifier(session) }
    if sessions.isEmpty { DependencyReadTap.setMainActorTap(nil) }
  }

  /// Hands `read` to the recording whose store's reducer is running, if there is one.
  private func note(_ read: DependencyRead) {
    for index in sessions.indices {
      guard let session = sessions[index].session, session.isReducing else { continue }
      return session.noteRead(read)
    }
  }

  /// A recording in progress, not kept alive by the registry. A session removes itself, by
  /// its identity, when it ends, which its store's deinit makes it do; a store let go off
  /// the main actor runs that deinit later, so until then its session reads as not
  /// reducing.
  private struct WeakSession {
    weak var session: (any RecordsDependencyReads)?
    let id: ObjectIdentifier
  }
}
