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
public final class Store<State, Action>: Observable {
  private let core: any StoreCore<State, Action>

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
    self.init(
      initialState: initialState,
      reduce: reducer.reduce(into:action:),
      issueReporter: issueReporter
    )
  }

  /// A root store whose core runs `reduce`.
  @usableFromInline
  convenience init(
    initialState: State,
    reduce: @escaping (inout State, Action) -> Effect<Action>,
    issueReporter: IssueReporter
  ) {
    self.init(
      core: RootStoreCore(initialState: initialState, reducer: reduce, issueReporter: issueReporter)
    )
  }

  init(core: any StoreCore<State, Action>) {
    self.core = core
  }

  /// The current state.
  ///
  /// Reading it inside `withObservationTracking`, or in a SwiftUI view's body, subscribes
  /// to its changes: each processed action notifies once.
  public var state: State { core.state }

  /// Reduces `action` and starts the effects the reducer returns.
  ///
  /// - Parameter action: The action to reduce.
  /// - Returns: A task covering the effects this action started; await
  ///   ``StoreTask/finish()`` to wait for them, for example in `.refreshable`.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    core.send(action)
  }

  /// A store for a part of this store's state and actions.
  ///
  /// The child reads its state through `state` and sends its actions through `action`
  /// into this store, so parent and child always agree.
  ///
  /// ```swift
  /// let counterStore = appStore.scope(state: \.counter, action: AppAction.counter)
  /// ```
  ///
  /// - Parameters:
  ///   - state: Where the child state lives in this store's state.
  ///   - action: Embeds a child action into this store's actions.
  /// - Returns: The child store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      core: ScopedStoreCore(parent: core, state: state, embed: action)
    )
  }
}

extension Store where State: Sendable {
  /// Every state of the store, starting with the current one.
  ///
  /// Each iteration registers its own observer. A slow reader is never flooded: it sees the
  /// latest state, and intermediate states it missed are dropped (nothing piles up). With
  /// no reader, nothing is stored at all. A reader that stops (`break`, cancellation) is
  /// unregistered, at the latest by the next state change.
  ///
  /// ```swift
  /// for await state in store.states {
  ///   render(state)
  /// }
  /// ```
  public var states: AsyncStream<State> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: State.self,
      bufferingPolicy: .bufferingNewest(1)
    )
    continuation.yield(core.state)
    // The observation holds the core strongly: `store.scope(…).states` keeps no child store
    // alive, yet the parent must still drop the observer when the reader stops. The cycle
    // this makes (core → observer → core) ends when the observer is removed: at the first
    // change after the reader stopped, or when the termination task runs, whichever is first.
    let observation = StateObservation(core: core)
    observation.id = core.addStateObserver { state in
      if case .terminated = continuation.yield(state) { observation.end() }
    }
    continuation.onTermination = { _ in
      Task { @MainActor in observation.end() }
    }
    return stream
  }
}
