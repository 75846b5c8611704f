/// A pure, synchronous function that evolves a feature's state in response to an action
/// and describes the side effects to run next.
///
/// A reducer never performs I/O, reads the clock or starts tasks: it mutates `state` and
/// returns an ``Effect`` value that a ``Store`` hands to its effect runner. Dependencies
/// that effects need are the reducer's stored properties, injected through its initializer.
///
/// A feature implements exactly one of two requirements. A leaf feature writes
/// ``reduce(into:action:)``:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case increment, decrement }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .increment: state.count += 1
///     case .decrement: state.count -= 1
///     }
///     return .none
///   }
/// }
/// ```
///
/// A parent feature lists its parts in ``body``, which runs them top to bottom; its
/// `reduce(into:action:)` is derived from the body:
///
/// ```swift
/// struct App: Reducer {
///   struct State: Equatable { var counter = Counter.State(); var taps = 0 }
///   enum Action { case counter(Counter.Action) }
///
///   var body: some Reducer<State, Action> {
///     Scope(state: \.counter, action: .counter) { Counter() }
///     Reduce { state, _ in
///       state.taps += 1
///       return .none
///     }
///   }
/// }
///
/// extension ActionPath where Root == App.Action, Value == Counter.Action {
///   static var counter: Self {
///     ActionPath(embed: App.Action.counter) { if case .counter(let a) = $0 { a } else { nil } }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The value the reducer evolves.
  associatedtype State

  /// The events the reducer responds to.
  associatedtype Action

  /// The reducer that ``body`` builds; `Never` for a feature that writes
  /// ``reduce(into:action:)`` itself.
  associatedtype Body

  /// Applies `action` to `state` and returns the effect to run next.
  ///
  /// A feature that declares a ``Reducer/body-swift.property`` gets this method for free: it runs the body.
  ///
  /// - Parameters:
  ///   - state: The current state, mutated in place. Mutate it directly rather than
  ///     building a copy: in-place mutation keeps appends O(1).
  ///   - action: The event to apply.
  /// - Returns: A description of the work to run next, or ``Effect/none``.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// Why `action` leaves `state` unchanged, or `nil` if the reducer does not ignore it.
  ///
  /// A user asking "why didn't it load?" reads the answer in the log instead of guessing:
  /// ``Reducer/logChanges(prefix:to:)`` prints it when an action changed nothing, and every
  /// ``ReducedStep`` carries it. It is asked with the state *before* the action.
  ///
  /// A leaf feature that ignores actions on purpose says why; every other reducer gets it
  /// for free: `nil` for a leaf, the ``Reducer/body-swift.property``'s reason for a body-based feature, and the
  /// reason of the child that receives the action for ``Scope``,
  /// ``Reducer/ifLet(_:action:then:)-y8g7``, ``Reducer/forEach(_:action:element:)`` and combined
  /// reducers, so a child's reason reaches a log wrapped around its parent.
  ///
  /// ```swift
  /// struct Feed: Reducer {
  ///   struct State { var items: [Post] = []; var isAtEnd = false }
  ///   enum Action { case reachBottom }
  ///
  ///   func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  ///
  ///   func reasonForIgnoring(_ action: Action, in state: State) -> String? {
  ///     if case .reachBottom = action, state.isAtEnd { return "reachBottom ignored: end of list" }
  ///     return nil
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action about to be reduced.
  ///   - state: The state before the action.
  /// - Returns: A sentence such as `"reachBottom ignored: end of list"`, or `nil`.
  func reasonForIgnoring(_ action: Action, in state: State) -> String?

  /// Brings every copy of a shared value in `state` in step with the one change made to it
  /// since `previous`, as a sharing does after an action.
  ///
  /// The test store calls it on a test's expected state, so a test states a
  /// shared change once — on the source or on any one copy — and the other copies follow by
  /// the same rules the feature runs with. Only a sharing reducer does anything here; every
  /// other reducer gets it for free: nothing for a leaf, and the call passed on to the
  /// ``Reducer/body-swift.property``, to combined reducers and to children for the rest.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change, in which every copy was in step.
  func alignSharedCopies(in state: inout State, since previous: State)

  /// The reducers this feature is made of, run top to bottom, their effects merged.
  ///
  /// Write it with the statements ``ReducerBuilder`` accepts: reducers one per line, `if`,
  /// `if`/`else`, `switch` and `for` over the feature's configuration. A feature that
  /// writes ``reduce(into:action:)`` does not declare a body.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer {
  /// A reducer that states no reason ignores no action on purpose.
  @inlinable
  public func reasonForIgnoring(_ action: Action, in state: State) -> String? {
    nil
  }
}

extension Reducer {
  /// A reducer that shares nothing has no copies to bring in step.
  @inlinable
  public func alignSharedCopies(in state: inout State, since previous: State) {}

  /// `state` with every shared copy that is out of step given the source's value: what a
  /// store starts from, so a copy left at its default takes the value it shares.
  @usableFromInline
  func withSharedCopiesInStep(_ state: State) -> State {
    var aligned = state
    alignSharedCopies(in: &aligned, since: state)
    return aligned
  }
}

extension Reducer where Body == Never {
  /// A feature that writes ``reduce(into:action:)`` has no body; this is never called.
  public var body: Never {
    fatalError("\(Self.self) has no body: it implements reduce(into:action:) directly.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body`` for `action`.
  ///
  /// Inlinable, so a store built in the app's module runs the body specialized for its types.
  ///
  /// - Parameters:
  ///   - state: The current state, mutated in place.
  ///   - action: The event to apply.
  /// - Returns: The merged effects of the body's reducers.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }

  /// The reason ``body`` gives for ignoring `action`.
  ///
  /// - Parameters:
  ///   - action: The action about to be reduced.
  ///   - state: The state before the action.
  /// - Returns: The first reason the body's reducers give, or `nil`.
  @inlinable
  public func reasonForIgnoring(_ action: Action, in state: State) -> String? {
    body.reasonForIgnoring(action, in: state)
  }

  /// Brings the shared copies of ``body`` in step.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  @inlinable
  public func alignSharedCopies(in state: inout State, since previous: State) {
    body.alignSharedCopies(in: &state, since: previous)
  }
}
