public import Unidirectional
/// Runs a presented child's reducer on the child of a ``PresentationState`` while it is
/// presented, then the parent.
///
/// Build one with
/// ``Unidirectional/Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
public struct PresentationReducer<Parent: Reducer, Child: Reducer>: Reducer {
  private let parent: Parent
  private let toPresentation: WritableKeyPath<Parent.State, PresentationState<Child.State>>
  private let toPresentationAction: ActionPath<Parent.Action, PresentationAction<Child.Action>>
  private let child: Child
  /// Where the reducer was built: where an action for a gone presentation is reported.
  private let location: SourceCodeLocation

  init(
    parent: Parent,
    presentation: WritableKeyPath<Parent.State, PresentationState<Child.State>>,
    action: ActionPath<Parent.Action, PresentationAction<Child.Action>>,
    child: Child,
    location: SourceCodeLocation
  ) {
    self.location = location
    self.parent = parent
    toPresentation = presentation
    toPresentationAction = action
    self.child = child
  }

  /// Runs the child for an action addressed to its presentation, then the parent. When the
  /// child is dismissed, or replaced by another presentation, cancels every effect of the
  /// one that went away. An action for a presentation that is not shown reaches neither the
  /// child nor the parent: an action is ignored and reported, a dismissal only ignored.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let presentationAction = toPresentationAction.extract(action)
    if let presentationAction, state[keyPath: toPresentation].id != presentationAction.id {
      return ignoring(presentationAction, shown: state[keyPath: toPresentation].id)
    }
    let shownBefore = state[keyPath: toPresentation].shown
    let childEffect = presentationAction.map { reduceChild(into: &state, action: $0) } ?? .none
    let parentEffect = parent.reduce(into: &state, action: action)
    // A dismissal closes the presentation it names; one the parent presented in its place
    // stays.
    if case .dismiss? = presentationAction, state[keyPath: toPresentation].shown == shownBefore {
      state[keyPath: toPresentation].dismiss()
    }
    guard let shownBefore, state[keyPath: toPresentation].shown != shownBefore else {
      return .merge(childEffect, parentEffect)
    }
    return .merge(childEffect, parentEffect, .cancelChild(in: lifetime(of: shownBefore.id)))
  }

  /// Why an action for the presentation is ignored: it names a presentation that is not
  /// shown. Else the child's reason, else the parent's.
  public func reasonForIgnoring(_ action: Parent.Action, in state: Parent.State) -> String? {
    childReasonForIgnoring(action, in: state) ?? parent.reasonForIgnoring(action, in: state)
  }

  /// Brings the shared copies in step, in the presented child while it is there, then the parent.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout Parent.State, since previous: Parent.State) {
    if let id = previous[keyPath: toPresentation].id,
      let childBefore = previous[keyPath: toPresentation].child(presentedAs: id)
    {
      state[keyPath: toPresentation].modify(id: id) {
        child.alignSharedCopies(in: &$0, since: childBefore)
      }
    }
    parent.alignSharedCopies(in: &state, since: previous)
  }

  private func childReasonForIgnoring(_ action: Parent.Action, in state: Parent.State) -> String? {
    guard let presentationAction = toPresentationAction.extract(action) else { return nil }
    let presentation = state[keyPath: toPresentation]
    guard presentation.id == presentationAction.id, let childState = presentation.wrappedValue else {
      return Self.notShownReason(presentationAction, shown: presentation.id)
    }
    guard case .presented(_, let childAction) = presentationAction else { return nil }
    return child.reasonForIgnoring(childAction, in: childState)
  }

  private static func notShownReason(
    _ action: PresentationAction<Child.Action>, shown: PresentationID?
  ) -> String {
    let name = if case .dismiss = action { "dismiss" } else { "presented" }
    let now = shown.map { "presentation \($0) is shown now" } ?? "nothing is presented"
    return "\(name)(id: \(action.id)) ignored: presentation \(action.id) is not shown; \(now)"
  }

  /// What an action for a presentation that is not shown does: nothing, and an action
  /// (not a late dismissal, which is harmless) is reported.
  private func ignoring(
    _ action: PresentationAction<Child.Action>, shown: PresentationID?
  ) -> Effect<Parent.Action> {
    guard case .presented = action else { return .none }
    return .report(
      RuntimeIssue(
        """
        An action was sent to a presentation that is not shown, and was ignored: \
        \(Self.notShownReason(action, shown: shown)). Was it sent by a view of a screen \
        that was already dismissed?
        """,
        at: location))
  }

  private func reduceChild(
    into state: inout Parent.State, action: PresentationAction<Child.Action>
  ) -> Effect<Parent.Action> {
    guard case .presented(let id, let childAction) = action else { return .none }
    var wasEphemeral = false
    let effect = state[keyPath: toPresentation].modify(id: id) {
      wasEphemeral = isEphemeral($0)
      return child.reduce(into: &$0, action: childAction)
    }
    if wasEphemeral { state[keyPath: toPresentation].dismiss() }
    let embed = toPresentationAction.embed
    return (effect ?? .none).cancellable(id: ChildLifetime())
      .lifted({ embed(.presented(id: id, action: $0)) }, into: lifetime(of: id))
      .interceptingDismiss(as: embed(.dismiss(id: id)))
  }

  /// The id every effect of the presentation `id` runs under while it is shown.
  private func lifetime(of id: PresentationID) -> EffectID {
    EffectID(
      PresentedScope(
        scope: ScopeIdentity(state: toPresentation, action: toPresentationAction.place), id: id))
  }
}

/// Whether `state` goes away after any action of its own: an ``EphemeralState``, or a
/// destination enum whose case holds one.
private func isEphemeral(_ state: Any) -> Bool {
  if state is any EphemeralState { return true }
  let mirror = Mirror(reflecting: state)
  return mirror.displayStyle == .enum && mirror.children.first?.value is any EphemeralState
}

/// The place of one presentation's effects: the presentation reducer's place and its id.
private struct PresentedScope: Hashable, Sendable {
  let scope: ScopeIdentity
  let id: PresentationID
}

extension Reducer {
  /// Runs `child` on the child presented at `state`, while it is presented, before this
  /// reducer runs: the presentation of a sheet, a popover or a destination enum.
  ///
  /// Every presentation has an identity (``PresentationID``), so:
  /// - dismissing the child, or replacing it by another, cancels every effect of the one
  ///   that went away: no late action of a dismissed sheet reaches the next one;
  /// - an action addressed to a presentation that is not shown is ignored, with its
  ///   reason, and reported through the store's issue reporter (a failed test in a test
  ///   store): a view of a gone screen sent it;
  /// - the child dismisses itself by returning ``/Unidirectional/Effect/dismiss(fileID:filePath:line:column:)``,
  ///   which becomes this reducer's `.dismiss(id:)` of its own presentation: a dismissal
  ///   that arrives after the child was replaced closes nothing.
  ///
  /// On `.dismiss(id:)`, this reducer runs first with the child still presented, then the
  /// child is dismissed, unless this reducer presented another in its place. An action or a
  /// dismissal for a presentation that is not shown reaches neither the child nor this
  /// reducer. A child whose state is ``EphemeralState`` (an alert, a dialog), or a
  /// destination enum whose case holds one as its first value, is dismissed by any action
  /// of its own, before this reducer sees that action.
  ///
  /// ```swift
  /// struct Notebook: Reducer {
  ///   struct State: Equatable {
  ///     @PresentationState var editor: Editor.State?
  ///   }
  ///   enum Action {
  ///     case addTapped
  ///     case editor(PresentationAction<Editor.Action>)
  ///   }
  ///
  ///   var body: some Reducer<State, Action> {
  ///     Reduce { state, action in
  ///       if case .addTapped = action { state.editor = Editor.State() }
  ///       return .none
  ///     }
  ///     .ifLet(\.$editor, action: .editor) { Editor() }
  ///   }
  /// }
  ///
  /// extension ActionPath where Root == Notebook.Action, Value == PresentationAction<Editor.Action> {
  ///   static var editor: Self {
  ///     ActionPath(embed: Root.editor) { if case .editor(let a) = $0 { a } else { nil } }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Where the presentation lives: the `$` projection of a
  ///     `@PresentationState` property.
  ///   - action: How presentation actions live in this reducer's actions.
  ///   - child: The presented child's reducer.
  ///   - fileID: The file the reducer is built in, where an ignored action is reported.
  ///   - filePath: The path of that file.
  ///   - line: The line the reducer is built on.
  ///   - column: The column the reducer is built at.
  /// - Returns: A reducer running the presented child, then this reducer.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: ActionPath<Action, PresentationAction<ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationReducer<Self, Child>
  where ChildState == Child.State, ChildAction == Child.Action {
    PresentationReducer(
      parent: self, presentation: state, action: action, child: child(),
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Presents a child that has no reducer of its own, such as an alert: its actions reach
  /// this reducer, and an ``EphemeralState`` child is dismissed by any of them.
  ///
  /// ```swift
  /// struct Trash: Reducer {
  ///   struct State: Equatable {
  ///     @PresentationState var alert: AlertState<Confirm>?
  ///   }
  ///   enum Action { case alert(PresentationAction<Confirm>) }
  ///   enum Confirm: Equatable { case emptyTrash }
  ///
  ///   var body: some Reducer<State, Action> {
  ///     Reduce { _, _ in .none }
  ///       .ifLet(\.$alert, action: .alert)
  ///   }
  /// }
  ///
  /// extension ActionPath where Root == Trash.Action, Value == PresentationAction<Trash.Confirm> {
  ///   static var alert: Self {
  ///     ActionPath(embed: Root.alert) { if case .alert(let a) = $0 { a } else { nil } }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Where the presentation lives.
  ///   - action: How presentation actions live in this reducer's actions.
  ///   - fileID: The file the reducer is built in, where an ignored action is reported.
  ///   - filePath: The path of that file.
  ///   - line: The line the reducer is built on.
  ///   - column: The column the reducer is built at.
  /// - Returns: A reducer presenting the child, then running this reducer.
  public func ifLet<ChildState, ChildAction>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: ActionPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationReducer<Self, EmptyReducer<ChildState, ChildAction>> {
    PresentationReducer(
      parent: self, presentation: state, action: action, child: EmptyReducer(),
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
