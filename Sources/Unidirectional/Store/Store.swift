public import Observation

/// The runtime of a feature: holds its state, runs its reducer over the actions it is sent,
/// and executes the effects the reducer returns.
///
/// A store lives on the main actor. `state` is read-only and observable through the
/// Observation framework, so SwiftUI views that read it update when it changes. Actions
/// sent while the reducer runs (from an observer or a synchronous effect) are queued and
/// reduced in order afterwards, never re-entrantly; actions that effects send are reduced in
/// the order they were sent.
///
/// ```swift
/// let store = Store(initialState: Counter.State(), reducer: Counter())
/// store.send(.increment)
/// print(store.state.count)  // 1
/// ```
///
/// Non-UI consumers, such as a terminal renderer or a logger, iterate ``states``.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
  let core: any StoreCore<State, Action>
  /// The core again, for a root store: `send` reaches it without the existential, so the
  /// app's sends run the core's hot path specialized for its types.
  @usableFromInline
  package let rootCore: RootStoreCore<State, Action>?
  /// The child stores handed out by `scope`, so the same scope gives the same store.
  let children = ChildStores()

  /// Creates a store that runs `reducer`, starting from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - reducer: The feature's reducer; its stored properties are its dependencies.
  ///   - issueReporter: Receives problems such as an effect error nobody handled. By
  ///     default they are printed to standard error.
  @inlinable
  public convenience init<R: Reducer>(
    initialState: State,
    reducer: R,
    issueReporter: IssueReporter = .standardError
  ) where R.State == State, R.Action == Action {
    // Inlinable so that the reducer is called specialized for `R`, in the caller's module:
    // a feature's own inlinable code, such as `IdentifiedArray`'s, then runs specialized too.
    // So does comparing the state after an action, with a detector made here.
    self.init(
      initialState: reducer.withSharedCopiesInStep(initialState),
      reduce: reducer.reduce(into:action:),
      detector: ChangeDetector(keepingCopies: false),
      issueReporter: issueReporter
    )
  }

  /// Creates a store that runs `reducer` with some dependencies overridden: for a preview,
  /// a demo, or an app that wires its own.
  ///
  /// ```swift
  /// let store = Store(initialState: Notes.State(), reducer: Notes()) {
  ///   $0.context = .preview
  ///   $0.uuid = .incrementing
  /// }
  /// ```
  ///
  /// Every reducer the store runs, and every effect they return, reads these values.
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - reducer: The feature's reducer.
  ///   - issueReporter: Receives problems such as an effect error nobody handled.
  ///   - prepare: Changes the app's values (``DependencyValues/live``).
  @inlinable
  public convenience init<R: Reducer>(
    initialState: State,
    reducer: R,
    issueReporter: IssueReporter = .standardError,
    withDependencies prepare: (inout DependencyValues) -> Void
  ) where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.live
    prepare(&dependencies)
    self.init(
      initialState: reducer.withSharedCopiesInStep(initialState),
      reduce: reducer.reduce(into:action:),
      detector: ChangeDetector(keepingCopies: false),
      issueReporter: issueReporter,
      dependencies: dependencies
    )
  }

  /// A root store whose core runs `reduce` and compares its state with `detector`.
  @usableFromInline
  convenience init(
    initialState: State,
    reduce: @escaping (inout State, Action) -> Effect<Action>,
    detector: ChangeDetector<State>,
    issueReporter: IssueReporter,
    dependencies: DependencyValues? = nil
  ) {
    self.init(
      core: RootStoreCore(
        initialState: initialState,
        reducer: reduce,
        issueReporter: issueReporter,
        dependencies: dependencies,
        detector: detector
      )
    )
  }

  init(core: any StoreCore<State, Action>) {
    self.core = core
    rootCore = core as? RootStoreCore<State, Action>
  }

  /// The current state.
  ///
  /// Reading it inside `withObservationTracking`, or in a SwiftUI view's body, subscribes
  /// to its changes: the reader is told after an action that changed the state, and not
  /// after one that left it equal. Whether it changed is decided by fingerprint for a
  /// ``Fingerprinted`` state. A child store from
  /// ``scope(state:action:)->Store<ChildState,ChildAction>`` or
  /// ``scope(forEach:action:)->[Store<Element,ElementAction>]`` compares any other
  /// `Equatable` slice with `==` against a kept copy. A root store keeps no copy of its
  /// whole state, which would make the next action copy every large array it mutates: an
  /// unfingerprinted root state counts as changed after every action. A view that needs
  /// one field reads it straight off the store instead (`store.title`), and is told only
  /// when that field changed.
  public var state: State { core.state }

  /// A field of the current state, read straight off the store: `store.email` for
  /// `store.state.email`.
  ///
  /// Reading it observes that field alone: a view that reads `store.title` is told when
  /// the title changed, not when another field did. The field is compared as ``state`` is.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State(), reducer: Counter())
  /// print(store.count)  // observes `count` only
  /// ```
  ///
  /// - Parameter keyPath: The field.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    core.read(keyPath)
  }

  /// Runs `body` with the current state, read without observing it.
  ///
  /// For code that is not a view and must not be told of changes: a coordinator, a test
  /// helper, a benchmark's driver. Reading ``state`` makes the store tell its readers after
  /// the next action that changes it; this read does not. The spelling is TCA's.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State(), reducer: Counter())
  /// let count = store.withState(\.count)
  /// ```
  ///
  /// - Parameter body: Reads what it needs of the state.
  /// - Returns: What `body` returns.
  public func withState<Value>(_ body: (State) throws -> Value) rethrows -> Value {
    try body(core.currentState)
  }

  /// Reduces `action` and starts the effects the reducer returns.
  ///
  /// - Parameter action: The action to reduce.
  /// - Returns: A task covering the effects this action started; await
  ///   ``StoreTask/finish()`` to wait for them, for example in `.refreshable`, and cancel
  ///   the awaiting task to cancel them, as SwiftUI's `.task` does when its view goes away.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    rootCore?.send(action) ?? sendThroughCore(action)
  }

  /// ``send(_:)`` for a child store: into its parent, through its core.
  @usableFromInline
  func sendThroughCore(_ action: Action) -> StoreTask {
    core.send(action)
  }

  /// The number of effects running for this store's feature, as a whole: a child store
  /// counts its parent's.
  public var inFlightEffectCount: Int { core.effects.inFlightCount }

  /// Suspends until no effect runs any more, including effects started while waiting.
  ///
  /// Use it where a program must not end before its feature's work does, such as a
  /// command-line tool; a view waits for one action's effects with ``StoreTask/finish()``.
  public func waitForEffects() async {
    await core.effects.waitUntilIdle()
  }

  /// A store for a part of this store's state and actions.
  ///
  /// The child reads its state through `state` and sends its actions through `action`
  /// into this store, so parent and child always agree. Its observers are notified only
  /// when its part of the state changed: compared by fingerprint for a ``Fingerprinted``
  /// state, by value for an `Equatable` one, after every action otherwise. Scoping twice
  /// with the same key path and action path returns the same store.
  ///
  /// ```swift
  /// let appStore = Store(initialState: Feature.State(), reducer: Feature())
  /// let counterStore = appStore.scope(state: \.counter, action: .counter)
  /// ```
  ///
  /// - Parameters:
  ///   - state: Where the child state lives in this store's state.
  ///   - action: How child actions live in this store's actions.
  /// - Returns: The child store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: ActionPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    children.child(for: ScopeIdentity(state: state, action: action.place)) {
      Store<ChildState, ChildAction>(
        core: ScopedStoreCore(parent: core, state: { $0[keyPath: state] }, embed: action.embed)
      )
    }
  }

  /// One store per element of the identified array at `state`, in order, each observing
  /// only its own element.
  ///
  /// Give each row view its row's store: an action that changes one row re-renders that
  /// row alone, and costs one row's check however many rows are observed (the array's
  /// edit log names the rows an action touched). The same element gets the same store each
  /// time, and a store whose element was removed keeps showing the last value it read, so
  /// its observers are not told.
  ///
  /// ```swift
  /// let listStore = Store(initialState: Feature.State(), reducer: Feature())
  /// for rowStore in listStore.scope(forEach: \.rows, action: .rows) {
  ///   print(rowStore.state.title)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Where the identified array lives in this store's state.
  ///   - action: How an element's actions live in this store's actions.
  /// - Returns: The elements' stores, in the array's order.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  ///
  /// Inlinable, so that the lookup each row store makes after every action, to learn
  /// whether its row changed, runs specialized for the app's element type.
  @inlinable
  public func scope<Element: Identifiable, ElementAction>(
    forEach state: KeyPath<State, IdentifiedArray<Element>>,
    action: ActionPath<Action, IdentifiedAction<Element.ID, ElementAction>>
  ) -> [Store<Element, ElementAction>] where Element.ID: Sendable {
    scope(forEach: state, action: action) { parent, id in parent[keyPath: state][id: id] }
  }

  /// ``scope(forEach:action:)->[Store<Element,ElementAction>]``, with the lookup of an
  /// element by id in this store's state.
  @usableFromInline
  func scope<Element: Identifiable, ElementAction>(
    forEach state: KeyPath<State, IdentifiedArray<Element>>,
    action: ActionPath<Action, IdentifiedAction<Element.ID, ElementAction>>,
    element: @escaping (State, Element.ID) -> Element?
  ) -> [Store<Element, ElementAction>] where Element.ID: Sendable {
    let rows = children.child(for: ScopeIdentity(state: state, action: action.place)) {
      ElementStores<Element, ElementAction>(
        observed: ObservedRows(table: core.observedSlices) { [core] in
          core.currentState[keyPath: state]
        }
      )
    }
    let elements = core.currentState[keyPath: state]
    return rows.stores(for: elements) { first in
      let id = first.id
      return Store<Element, ElementAction>(
        core: ScopedStoreCore(
          parent: core,
          state: { element($0, id) },
          lastState: first,
          embed: { action.embed(.element(id: id, action: $0)) },
          waitIn: { [observed = rows.observed] in
            observed.rowStartsWaiting($0, id: id, isGone: $0.isGone)
          }
        )
      )
    }
  }
}

extension Store: @MainActor Identifiable where State: Identifiable {
  /// The id of the state: for a row's store, its element's id.
  public var id: State.ID { core.currentState.id }
}

extension Store where State: Sendable {
  /// Sends `action`, then suspends while `isInProgress` holds for the store's state.
  ///
  /// Use it where the work an action starts does not end when the screen is done waiting:
  /// a refresh that restarts a live stream is over at the stream's first value, although
  /// the stream runs on. Cancelling the awaiting task cancels the action's effects, like
  /// cancelling the task that awaits ``StoreTask/finish()``. In a SwiftUI list (Apple
  /// platforms only):
  ///
  /// ```swift apple-only
  /// List(quotes) { … }
  ///   .refreshable { await store.send(.refresh, while: { $0.data.isLoading }) }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to reduce.
  ///   - isInProgress: Whether the state still shows the action's work as running.
  public func send(_ action: Action, while isInProgress: (State) -> Bool) async {
    let task = send(action)
    await withTaskCancellationHandler {
      for await state in states where !isInProgress(state) {
        return
      }
    } onCancel: {
      Task { @MainActor in task.cancel() }
    }
  }

  /// Every state of the store, starting with the current one.
  ///
  /// Each iteration registers its own observer. A slow reader is never flooded: it sees the
  /// latest state, and intermediate states it missed are dropped (nothing piles up). With
  /// no reader, nothing is stored at all. A reader that stops (`break`, cancellation) is
  /// unregistered, at the latest by the next state change.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State(), reducer: Counter())
  /// for await state in store.states {
  ///   print(state.count)
  /// }
  /// ```
  public var states: AsyncStream<State> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: State.self,
      bufferingPolicy: .bufferingNewest(1)
    )
    continuation.yield(core.currentState)
    // The registration holds the core strongly: `store.scope(…).states` keeps no child store
    // alive, yet the parent must still drop the observer when the reader stops. The cycle
    // this makes (core → observer → core) ends when the observer is removed: at the first
    // change after the reader stopped, or when the termination task runs, whichever is first.
    let registration = StateObserverRegistration(core: core)
    registration.id = core.addStateObserver { state in
      if case .terminated = continuation.yield(state) { registration.end() }
    }
    continuation.onTermination = { _ in
      Task { @MainActor in registration.end() }
    }
    return stream
  }
}
