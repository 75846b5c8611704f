public import Foundation
public import Observation
import Unidirectional

/// A place where a `Codable` value survives a restart: a JSON file, a key of a
/// `UserDefaults` suite, or memory for tests.
///
/// Create one storage per saved value, where the app starts, and use it twice: load the
/// value into the state the store starts with, then let ``Unidirectional/Reducer/persisting(_:to:debounce:clock:)``
/// write it back after it changes. Loading is a plain call at creation, not an effect, so
/// the first action already sees the saved value.
///
/// ```swift
/// struct Settings: Reducer {
///   struct Values: Codable, Equatable, Sendable { var isDarkMode = false }
///   struct State: Equatable { var values = Values() }
///   enum Action { case toggleDarkMode }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     state.values.isDarkMode.toggle()
///     return .none
///   }
/// }
///
/// @MainActor func makeSettingsStore(folder: URL) -> Store<Settings.State, Settings.Action> {
///   let storage = PersistentStorage<Settings.Values>.file(folder.appending(path: "settings.json"))
///   return Store(initialState: Settings.State(values: storage.load(default: .init()))) {
///     Settings().persisting(\.values, to: storage, clock: ContinuousClock())
///   }
/// }
/// ```
///
/// The value is saved in an envelope with its version, `{"value": …, "version": 1}`. Raise
/// the version when the value's shape changes, and give a migration that turns the JSON of
/// an older version into the current value. Data saved without an envelope, as TCA's file
/// storage and `@AppStorage` save it, is read as version 0: through the migration, or
/// decoded as the current value when there is none.
///
/// Bad input loses nothing: bytes that cannot be read, are not such an envelope, do not
/// decode, come from a newer version or fail their migration are moved aside
/// (`settings.json.corrupt-1`, then `-2`, never over an earlier one), the failure is
/// reported with the place, and the default is used. A write that fails is reported, and
/// the next change writes again, with the newest value; without one, the storage tries
/// once more when it is released.
/// Problems go to the `issueReporter` given at creation: the storage loads before any store
/// exists.
///
/// Code outside a store — a view model, a widget's timeline, a background task — reads the
/// value through the same storage, with no store: ``latestValue`` is the value last loaded
/// or handed to be saved, observable with Observation, and ``changes()`` streams each new
/// one, as soon as a feature changes it rather than when the debounced write lands.
public final class PersistentStorage<Value: Codable & Sendable>: Sendable, Observable {
  /// Turns the saved JSON of an older version into the current value, or throws when it
  /// cannot; the saved data is then moved aside.
  ///
  /// - Parameters:
  ///   - version: The version the value was saved as, lower than the storage's.
  ///   - data: The JSON that was saved under `value`, alone.
  public typealias Migration = @Sendable (_ version: Int, _ data: Data) throws -> Value

  private struct Bookkeeping {
    var pending = PendingWrite<Value>()
    /// Whether bad data found by a load could not be moved aside: it is moved before the
    /// next write, which must not overwrite it.
    var mustMoveAside = false
    /// How many writes succeeded.
    var writeCount = 0
  }

  private let backend: any PersistenceBackend
  private let envelope: PersistenceEnvelope<Value>
  private let issueReporter: IssueReporter
  /// Where the storage was created: where its problems are reported.
  private let location: SourceCodeLocation
  private let bookkeeping = LockedState(Bookkeeping())
  private let latest = LatestValue<Value>()
  private let registrar = ObservationRegistrar()

  init(
    backend: any PersistenceBackend,
    version: Int,
    migrate: Migration?,
    issueReporter: IssueReporter,
    location: SourceCodeLocation
  ) {
    self.backend = backend
    self.envelope = PersistenceEnvelope(version: version, migrate: migrate)
    self.issueReporter = issueReporter
    self.location = location
  }

  /// The saved value, or `defaultValue` when nothing was saved or what was saved is bad.
  ///
  /// Call it when you create the store, for the state it starts with. Bad data is moved
  /// aside and reported before this returns.
  ///
  /// - Parameter defaultValue: The value to start with when there is no good saved value.
  /// - Returns: The saved value, migrated to the current version.
  public func load(default defaultValue: @autoclosure () -> Value) -> Value {
    let value = loadedValue(default: defaultValue())
    publish(value)
    return value
  }

  private func loadedValue(default defaultValue: @autoclosure () -> Value) -> Value {
    do throws(PersistenceFailure) {
      guard let data = try read() else { return defaultValue() }
      return try envelope.decode(data)
    } catch {
      setAside(because: error)
      return defaultValue()
    }
  }

  /// The value this storage last loaded, or was handed to save by a feature, or `nil`
  /// before either: what the app holds now, also before the debounced write lands.
  ///
  /// Reading it inside `withObservationTracking` (or a SwiftUI view's body) registers it:
  /// the next value handed to the storage tells the observer.
  ///
  /// ```swift
  /// import Observation
  ///
  /// func render(_ storage: PersistentStorage<[String]>) -> String {
  ///   withObservationTracking {
  ///     (storage.latestValue ?? []).joined(separator: ", ")
  ///   } onChange: {
  ///     print("the saved list changed")
  ///   }
  /// }
  /// ```
  public var latestValue: Value? {
    registrar.access(self, keyPath: \.latestValue)
    return latest.value
  }

  /// Every value handed to this storage from now on, in order: each change a feature makes
  /// to the persisted field, as it makes it, and each value loaded.
  ///
  /// The stream is unbounded and ends when the storage is released; stop iterating to stop
  /// listening.
  ///
  /// - Returns: A stream of the values to come.
  public func changes() -> AsyncStream<Value> {
    latest.stream()
  }

  /// Makes `value` the latest, and tells its observers and streams.
  private func publish(_ value: Value) {
    registrar.withMutation(of: self, keyPath: \.latestValue) { latest.update(value) }
  }

  /// Writes `value` now; a failure is reported.
  package func save(_ value: Value) {
    publish(value)
    let failure = bookkeeping.withLock { bookkeeping -> (any Error)? in
      do {
        try write(value, &bookkeeping)
        return nil
      } catch {
        return error
      }
    }
    if let failure { reportWriteFailure(failure) }
  }

  /// Tries once more a write that failed and that no later change retried: the storage goes
  /// away with its store (the persisting reducer holds it), so this is the release's flush
  /// for a value a failed write kept pending.
  deinit {
    writePending(\.value)
  }

  /// How many writes succeeded, for tests that count them.
  package var writeCount: Int { bookkeeping.withLock { $0.writeCount } }

  /// Writes `value` once `delay` has passed on `clock` without a newer value scheduled
  /// meanwhile, whose own wait writes instead; when the waiting task is cancelled, as a
  /// released store cancels its effects, writes the newest pending value at once.
  func write(_ value: Value, after delay: Duration, on clock: any Clock<Duration>) async {
    publish(value)
    let ticket = bookkeeping.withLock { $0.pending.schedule(value) }
    await withTaskCancellationHandler {
      do { try await sleep(on: clock, for: delay) } catch { return }
      writePending { $0.valueDue(afterWaitOf: ticket) }
    } onCancel: {
      writePending(\.value)
    }
  }

  /// Sleeps for `delay` on `clock`, the deadline read before the call leaves the caller's
  /// executor: `Clock.sleep(for:)` reads it after, so a test clock advanced meanwhile would
  /// push the deadline back.
  private func sleep<C: Clock<Duration>>(on clock: C, for delay: Duration) async throws {
    try await clock.sleep(until: clock.now.advanced(by: delay), tolerance: nil)
  }

  /// Writes the pending value that `due` picks, if any; a failed write keeps it pending.
  private func writePending(_ due: (PendingWrite<Value>) -> Value?) {
    let failure = bookkeeping.withLock { bookkeeping -> (any Error)? in
      guard let value = due(bookkeeping.pending) else { return nil }
      do {
        try write(value, &bookkeeping)
        bookkeeping.pending.written()
        return nil
      } catch {
        return error
      }
    }
    if let failure { reportWriteFailure(failure) }
  }

  /// Writes `value`, after moving aside the bad data a load could not move.
  private func write(_ value: Value, _ bookkeeping: inout Bookkeeping) throws {
    if bookkeeping.mustMoveAside {
      _ = try backend.moveAside()
      bookkeeping.mustMoveAside = false
    }
    try backend.write(envelope.encode(value))
    bookkeeping.writeCount += 1
  }

  private func read() throws(PersistenceFailure) -> Data? {
    do {
      return try backend.read()
    } catch let failure as PersistenceFailure {
      throw failure
    } catch {
      throw .unreadable(error)
    }
  }

  /// Moves bad data out of the way of new writes and reports why it was bad.
  private func setAside(because failure: PersistenceFailure) {
    let outcome: String
    do {
      outcome =
        try backend.moveAside().map { "It was moved aside to \($0), so nothing is lost" }
        ?? "It was gone before it could be moved aside"
    } catch {
      bookkeeping.withLock { $0.mustMoveAside = true }
      outcome = """
        Moving it aside failed too (\(error)), so it stays where it is, and nothing is saved \
        over it until it can be moved aside
        """
    }
    issueReporter.report(
      RuntimeIssue(
        "Could not load the value saved in \(backend.place): \(failure). \(outcome); the default value is used.",
        at: location))
  }

  private func reportWriteFailure(_ error: any Error) {
    issueReporter.report(
      RuntimeIssue(
        """
        Could not save the value to \(backend.place): \(error). The value is kept, and the next \
        change saves the newest value.
        """,
        at: location))
  }
}
