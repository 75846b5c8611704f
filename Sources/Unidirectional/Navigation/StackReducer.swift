/// Runs a screen reducer on the screen of a ``StackState`` an action is addressed to,
/// carries out pushes and pops, then runs the parent.
///
/// Build one with ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
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

  /// Runs the addressed screen, or pushes or pops, then the parent; cancels the effects of
  /// every screen that left the stack, however it left.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    // Only the stack's signature is kept across the step: a copy of the stack would make
    // the next push or in-place change copy it whole.
    let before = state[keyPath: toStack].signature
    let screenEffect = toStackAction.extract(action).map { reduceStack(into: &state, action: $0) } ?? .none
    let parentEffect = parent.reduce(into: &state, action: action)
    guard state[keyPath: toStack].signature != before else {
      return .merge(screenEffect, parentEffect)
    }
    return .merge(screenEffect, parentEffect, cancelEffects(ofScreensNotIn: state[keyPath: toStack]))
  }

  /// Why a stack action is ignored: it names a screen the stack does not hold. Else the
  /// screen's reason, else the parent's.
  public func reasonForIgnoring(_ action: Parent.Action, in state: Parent.State) -> String? {
    stackReasonForIgnoring(action, in: state) ?? parent.reasonForIgnoring(action, in: state)
  }

  private func stackReasonForIgnoring(_ action: Parent.Action, in state: Parent.State) -> String? {
    let stack = state[keyPath: toStack]
    switch toStackAction.extract(action) {
    case .element(let id, let screenAction)?:
      guard let screen = stack[id: id] else { return Self.absentReason("element", id: id, in: stack) }
      return destination.reasonForIgnoring(screenAction, in: screen)
    case .popFrom(let id)?:
      return stack[id: id] == nil ? Self.absentReason("popFrom", id: id, in: stack) : nil
    case .popTo(let id)?:
      return stack[id: id] == nil ? Self.absentReason("popTo", id: id, in: stack) : nil
    case .popToRoot?:
      return stack.isEmpty ? "popToRoot ignored: the stack is empty" : nil
    case .push?, nil:
      return nil
    }
  }

  private static func absentReason(
    _ name: String, id: StackElementID, in stack: StackState<Destination.State>
  ) -> String {
    "\(name)(id: \(id)) ignored: no screen \(id) in the stack \(stack.ids.map(\.rawValue))"
  }

  private func reduceStack(
    into state: inout Parent.State,
    action: StackAction<Destination.State, Destination.Action>
  ) -> Effect<Parent.Action> {
    switch action {
    case .element(let id, let screenAction):
      return reduceScreen(id: id, action: screenAction, in: &state)
    case .push(let screen):
      state[keyPath: toStack].append(screen)
    case .popFrom(let id):
      state[keyPath: toStack].popFrom(id: id)
    case .popTo(let id):
      state[keyPath: toStack].popTo(id: id)
    case .popToRoot:
      state[keyPath: toStack].removeAll()
    }
    return .none
  }

  private func reduceScreen(
    id: StackElementID, action: Destination.Action, in state: inout Parent.State
  ) -> Effect<Parent.Action> {
    let effect = state[keyPath: toStack].modify(id: id) {
      destination.reduce(into: &$0, action: action)
    }
    guard let effect else {
      let reason = Self.absentReason("element", id: id, in: state[keyPath: toStack])
      return .report(
        RuntimeIssue(
          """
          An action was sent to a screen that is not in the stack, and was ignored: \
          \(reason). Was it sent by a view of a screen that was already popped?
          """,
          at: location))
    }
    let embed = toStackAction.embed
    return effect.cancellable(id: ChildLifetime())
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

  /// Cancels the effects of every screen that `stack` no longer holds, whatever ids they
  /// run under; screens without effects cost nothing.
  ///
  /// - Complexity: O(*e* log *n*) for *e* running effects, whatever the number of screens
  ///   popped.
  private func cancelEffects(
    ofScreensNotIn stack: StackState<Destination.State>
  ) -> Effect<Parent.Action> {
    let remaining = stack.ids
    return .cancelElements(of: path) { (id: StackElementID) in
      remaining.position(ofSorted: id) == nil
    }
  }
}

extension Reducer {
  /// Runs `destination` on the screen of the navigation stack at `stack` that an action is
  /// addressed to, and carries out pushes and pops, before this reducer runs.
  ///
  /// - A screen popped by a stack action, or removed by this reducer, has its effects
  ///   cancelled: no late action of a popped screen reaches the screens that stay.
  /// - A screen pops itself (and the screens above it) by returning
  ///   ``Effect/dismiss(fileID:filePath:line:column:)``, which becomes `.popFrom(id:)` of
  ///   its id.
  /// - An action for an id the stack does not hold is ignored, with its reason, and
  ///   reported through the store's issue reporter.
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
  /// - Complexity: Pushing or popping one screen is O(1) in the stack's depth; an action
  ///   for the top screen finds it in O(1).
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
