public import Unidirectional
/// Saves a field of the state to a ``PersistentStorage`` after it changes: once per burst
/// of changes, and at once when the store goes away.
///
/// Build one with ``Unidirectional/Reducer/persisting(_:to:debounce:clock:)``.
public struct PersistingReducer<Base: Reducer, Value: Codable & Equatable & Sendable>: Reducer {
  private let base: Base
  private let field: KeyPath<Base.State, Value>
  private let storage: PersistentStorage<Value>
  private let delay: Duration
  /// The clock the writes wait on; `nil` for the registry's ``/Unidirectional/DependencyValues/clock``,
  /// read when a change is reduced.
  private let clock: (any Clock<Duration>)?

  init(
    base: Base,
    field: KeyPath<Base.State, Value>,
    storage: PersistentStorage<Value>,
    delay: Duration,
    clock: (any Clock<Duration>)?
  ) {
    self.base = base
    self.field = field
    self.storage = storage
    self.delay = delay
    self.clock = clock
  }

  /// Runs the base; when it changed the field, adds an effect that writes the new value
  /// once no newer change came for the debounce delay.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state[keyPath: field]
    let effect = base.reduce(into: &state, action: action)
    let after = state[keyPath: field]
    guard after != before else { return effect }
    return .merge(effect, write(after))
  }

  /// The base's reason for ignoring `action`.
  public func reasonForIgnoring(_ action: Base.Action, in state: Base.State) -> String? {
    base.reasonForIgnoring(action, in: state)
  }

  /// Brings the shared copies in step, in the base.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout Base.State, since previous: Base.State) {
    base.alignSharedCopies(in: &state, since: previous)
  }

  private func write(_ value: Value) -> Effect<Base.Action> {
    let clock = self.clock ?? Dependency(\.clock).wrappedValue
    return .run { [storage, delay] _ in
      await storage.write(value, after: delay, on: clock)
    }
  }
}

extension Reducer {
  /// Saves the value at `field` to `storage` after an action changes it: one write per
  /// burst of changes, and the pending write at once when the store goes away.
  ///
  /// Load the value when you create the store, with ``PersistentStorage/load(default:)``,
  /// and let this write it back. After every action whose reduce changed the field, a write
  /// of the new value waits for `debounce` on `clock`; a newer change takes its place
  /// without writing, so a burst of changes is written once, after its last change. When
  /// the store is released (or the effect is cancelled, as a dismissed child's are), the
  /// newest value not yet written is written at once. A write that fails is reported by the
  /// storage, and the next change writes again, with the newest value (or, without one, the
  /// storage when it goes away with the store).
  ///
  /// ```swift
  /// struct Editor: Reducer {
  ///   struct State: Equatable { var text = "" }
  ///   enum Action { case typed(String) }
  ///
  ///   let storage: PersistentStorage<String>
  ///
  ///   var body: some Reducer<State, Action> {
  ///     Reduce { state, action in
  ///       switch action {
  ///       case .typed(let text): state.text = text
  ///       }
  ///       return .none
  ///     }
  ///     .persisting(\.text, to: storage, debounce: .milliseconds(500))
  ///   }
  /// }
  /// ```
  ///
  /// The writes wait on the registry's clock unless `clock` is given. A test sets it to a
  /// `TestClock` (`withDependencies: { $0.clock = clock }`) and advances it past the delay
  /// before it checks what was saved, or to an ``/Unidirectional/ImmediateClock`` to have every change
  /// written at once.
  ///
  /// - Parameters:
  ///   - field: The value to save.
  ///   - storage: Where to save it; the same storage the initial state was loaded from.
  ///   - debounce: How long the value must stay unchanged before it is written.
  ///   - clock: The clock that measures `debounce`; by default the registry's
  ///     ``/Unidirectional/DependencyValues/clock``, which a test sets to a `TestClock`.
  /// - Returns: A reducer that runs this one, then saves the field when it changed.
  /// - Complexity: One comparison of the value per action, and one encoding per write.
  public func persisting<Value: Codable & Equatable & Sendable>(
    _ field: KeyPath<State, Value>,
    to storage: PersistentStorage<Value>,
    debounce: Duration = .seconds(1),
    clock: (any Clock<Duration>)? = nil
  ) -> PersistingReducer<Self, Value> {
    PersistingReducer(base: self, field: field, storage: storage, delay: debounce, clock: clock)
  }
}
