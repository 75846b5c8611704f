public import Unidirectional
/// Runs a screen reducer on the screen of a ``StackState`` an action is addressed to,
/// carries out pushes and pops, then runs the parent.
///
/// Build one with ``Unidirectional/Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
public struct StackReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  private let parent: Parent
  private let toStack: WritableKeyPath<Parent.State, StackState<Destination.State>>
  private let toStackAction: ActionPath<Parent.Action, StackAction<Destination.State, Destination.Action>>
  private let destination: Destination
  /// Where the reducer was built: where an action for a popped screen is reported.
  private let location: SourceCodeLocation

  init(
    parent: Parent,
    stack: WritableKeyPath<Parent.State, StackState<Destination.State>>,
    action: ActionPath<Parent.Action, StackAction<Destination.State, Destination.Action>>,
    destination: Destination,
    location: SourceCodeLocation
  ) {
    self.parent = parent
    toStack = stack
    toStackAction = action
    self.destination = destination
    self.location = location
  }

  /// Runs the addressed screen then the parent, pushes then runs the parent, or runs the
  /// parent then pops; cancels the effects of every screen that left the stack, however it
  /// left. An action for a screen the stack does not hold reaches neither the screens nor
  /// the parent.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let stackAction = toStackAction.extract(action)
    if let stackAction, let reason = stackReason(ignoring: stackAction, in: state[keyPath: toStack]) {
      return ignoring(stackAction, because: reason)
    }
    // Only the stack's signature is kept across the step: a copy of the stack would make
    // the next push or in-place change copy it whole.
    let before = state[keyPath: toStack].signature
    var screenEffect = Effect<Parent.Action>.none
    var parentEffect = Effect<Parent.Action>.none
    var popped: [StackElementID] = []
    switch stackAction {
    case .element(let id, let screenAction)?:
      screenEffect = reduceScreen(id: id, action: screenAction, in: &state)
      parentEffect = parent.reduce(into: &state, action: action)
    case .push(let screen)?:
      state[keyPath: toStack].append(screen)
      parentEffect = parent.reduce(into: &state, action: action)
    case .popFrom(let id)?:
      parentEffect = parent.reduce(into: &state, action: action)
      popped = state[keyPath: toStack].poppingIDs(from: id) ?? []
    case .popTo(let id)?:
      parentEffect = parent.reduce(into: &state, action: action)
      popped = state[keyPath: toStack].poppingIDs(above: id) ?? []
    case .popToRoot?:
      parentEffect = parent.reduce(into: &state, action: action)
      popped = state[keyPath: toStack].poppingAllIDs()
    case nil:
      parentEffect = parent.reduce(into: &state, action: action)
    }
    let cancel = cancelEffects(
      ofScreensRemovedFrom: before, popped: popped, leaving: state[keyPath: toStack])
    return .merge(screenEffect, parentEffect, cancel)
  }

  /// Why a stack action is ignored: it names a screen the stack does not hold. Else the
  /// screen's reason, else the parent's.
  public func reasonForIgnoring(_ action: Parent.Action, in state: Parent.State) -> String? {
    stackReasonForIgnoring(action, in: state) ?? parent.reasonForIgnoring(action, in: state)
  }

  /// Brings the shared copies in step, in every screen there before and after, then the parent.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout Parent.State, since previous: Parent.State) {
    let stackBefore = previous[keyPath: toStack]
    for (id, screenBefore) in zip(stackBefore.ids, stackBefore) {
      state[keyPath: toStack].modify(id: id) {
        destination.alignSharedCopies(in: &$0, since: screenBefore)
      }
    }
    parent.alignSharedCopies(in: &state, since: previous)
  }

  private func stackReasonForIgnoring(_ action: Parent.Action, in state: Parent.State) -> String? {
    guard let stackAction = toStackAction.extract(action) else { return nil }
    let stack = state[keyPath: toStack]
    if let reason = stackReason(ignoring: stackAction, in: stack) { return reason }
    guard case .element(let id, let screenAction) = stackAction, let screen = stack[id: id]
    else { return nil }
    return destination.reasonForIgnoring(screenAction, in: screen)
  }

  /// Why the stack ignores `action`: it names a screen `stack` does not hold, or pops an
  /// empty stack; `nil` when the stack takes it.
  private func stackReason(
    ignoring action: StackAction<Destination.State, Destination.Action>,
    in stack: StackState<Destination.State>
  ) -> String? {
    switch action {
    case .element(let id, _):
      stack.index(of: id) == nil ? Self.absentReason("element", id: id, in: stack) : nil
    case .popFrom(let id):
      stack.index(of: id) == nil ? Self.absentReason("popFrom", id: id, in: stack) : nil
    case .popTo(let id):
      stack.index(of: id) == nil ? Self.absentReason("popTo", id: id, in: stack) : nil
    case .popToRoot:
      stack.isEmpty ? "popToRoot ignored: the stack is empty" : nil
    case .push:
      nil
    }
  }

  /// What an action the stack ignores does: nothing, and an action for a screen that is
  /// gone is reported (a pop of one is harmless, and only ignored).
  private func ignoring(
    _ action: StackAction<Destination.State, Destination.Action>, because reason: String
  ) -> Effect<Parent.Action> {
    guard case .element = action else { return .none }
    return .report(
      RuntimeIssue(
        """
        An action was sent to a screen that is not in the stack, and was ignored: \
        \(reason). Was it sent by a view of a screen that was already popped?
        """,
        at: location))
  }

  private static func absentReason(
    _ name: String, id: StackElementID, in stack: StackState<Destination.State>
  ) -> String {
    "\(name)(id: \(id)) ignored: no screen \(id) in the stack \(stack.ids.map(\.rawValue))"
  }

  private func reduceScreen(
    id: StackElementID, action: Destination.Action, in state: inout Parent.State
  ) -> Effect<Parent.Action> {
    let effect = state[keyPath: toStack].modify(id: id) {
      destination.reduce(into: &$0, action: action)
    }
    let embed = toStackAction.embed
    return (effect ?? .none).cancellable(id: ChildLifetime())
      .lifted({ embed(.element(id: id, action: $0)) }, into: scope(of: id))
      .interceptingDismiss(as: embed(.popFrom(id: id)))
  }

  /// Where this reducer runs its screens: the stack's key path and the action path.
  private var path: ScopeIdentity {
    ScopeIdentity(state: toStack, action: toStackAction.place)
  }

  /// Where the effects of the screen with `id` run.
  private func scope(of id: StackElementID) -> EffectID {
    EffectID(ElementScope(path: path, id: id))
  }

  /// Cancels the effects of every screen that left the stack since `before`: those `popped`
  /// one by one when the stack action's pop is all that left, else every screen that
  /// `stack` no longer holds (or, for a stack made anew, every screen of the old one).
  ///
  /// - Complexity: O(*k*) for *k* screens popped by a stack action, O(1) when none left;
  ///   otherwise one check per id that effects run under in the store.
  private func cancelEffects(
    ofScreensRemovedFrom before: StackState<Destination.State>.Signature,
    popped: [StackElementID],
    leaving stack: StackState<Destination.State>
  ) -> Effect<Parent.Action> {
    switch before.screensRemoved(before: stack.signature) {
    case 0?:
      return .none
    case popped.count?:
      return .merge(popped.map { .cancelChild(in: scope(of: $0)) })
    case _?:
      let remaining = stack.ids
      return .cancelElements(of: path) { (id: StackElementID) in
        remaining.position(ofSorted: id) == nil
      }
    case nil:
      return .cancelElements(of: path) { (_: StackElementID) in true }
    }
  }
}

extension Reducer {
  /// Runs `destination` on the screen of the navigation stack at `stack` that an action is
  /// addressed to, and carries out pushes and pops, before this reducer runs.
  ///
  /// - A screen popped by a stack action, or removed by this reducer, has its effects
  ///   cancelled: no late action of a popped screen reaches the screens that stay. A stack
  ///   value made anew (a deep link assigned over the stack) cancels every screen of the
  ///   old one, since its ids count from 0 again.
  /// - A push runs this reducer after the screen is on the stack; a pop runs it before, so
  ///   it still sees the screens that are leaving.
  /// - A screen pops itself (and the screens above it) by returning
  ///   ``/Unidirectional/Effect/dismiss(fileID:filePath:line:column:)``, which becomes `.popFrom(id:)` of
  ///   its id.
  /// - An action for an id the stack does not hold reaches neither the screens nor this
  ///   reducer: it is ignored, with its reason, and reported through the store's issue
  ///   reporter (a pop of such an id is only ignored).
  ///
  /// ```swift
  /// struct Home: Reducer {
  ///   struct State: Equatable { var path = StackState<Path.State>() }
  ///   enum Action { case path(StackAction<Path.State, Path.Action>) }
  ///
  ///   var body: some Reducer<State, Action> {
  ///     Reduce { _, _ in .none }
  ///       .forEach(\.path, action: .path) { Path() }
  ///   }
  /// }
  ///
  /// extension ActionPath where Root == Home.Action, Value == StackAction<Path.State, Path.Action> {
  ///   static var path: Self {
  ///     ActionPath(embed: Root.path) { if case .path(let a) = $0 { a } else { nil } }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - stack: Where the stack lives.
  ///   - action: How stack actions live in this reducer's actions.
  ///   - destination: The reducer of a screen, usually over an enum of the screen kinds.
  ///   - fileID: The file the reducer is built in, where an ignored action is reported.
  ///   - filePath: The path of that file.
  ///   - line: The line the reducer is built on.
  ///   - column: The column the reducer is built at.
  /// - Returns: A reducer running the stack, then this reducer.
  /// - Complexity: Pushing or popping one screen is O(1) in the stack's depth, whatever
  ///   effects the screens run; an action for the top screen finds it in O(1). A screen the
  ///   parent removes itself costs one check per running effect id.
  public func forEach<ScreenState, ScreenAction, Destination: Reducer>(
    _ stack: WritableKeyPath<State, StackState<ScreenState>>,
    action: ActionPath<Action, StackAction<ScreenState, ScreenAction>>,
    @ReducerBuilder<ScreenState, ScreenAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StackReducer<Self, Destination>
  where ScreenState == Destination.State, ScreenAction == Destination.Action {
    StackReducer(
      parent: self, stack: stack, action: action, destination: destination(),
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
