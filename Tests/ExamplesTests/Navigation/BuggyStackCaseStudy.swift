import Examples
import Unidirectional
import UnidirectionalNavigation

/// A copy of the stack case study with one bug planted in a hand-written presentation
/// reducer for its sheet and alert.
struct BuggyStackCaseStudy: Reducer {
  let bug: PresentationBug
  let dependencies: NavigationDependencies

  var body: some Reducer<StackCaseStudy.State, StackCaseStudy.Action> {
    BuggyPresentation(
      bug: bug,
      parent: Reduce(StackCaseStudy.respond),
      child: StackCaseStudy.Destination(clock: dependencies.clock))
      .forEach(\.path, action: .path) { StackScreen(dependencies: dependencies) }
  }
}

/// What a hand-written presentation reducer gets wrong.
enum PresentationBug {
  /// It cancels the child's effects when the child is dismissed, but not when another
  /// child replaces it.
  case forgetsToCancelOnReplace
  /// It hands an action for any presentation to the child shown now.
  case ignoresThePresentationID
}

/// Presents `StackCaseStudy`'s destination as the package's presentation reducer does,
/// but for `bug`.
struct BuggyPresentation<Parent: Reducer<StackCaseStudy.State, StackCaseStudy.Action>>: Reducer {
  let bug: PresentationBug
  let parent: Parent
  let child: StackCaseStudy.Destination

  private struct Lifetime: Hashable, Sendable {
    let id: PresentationID
  }

  func reduce(
    into state: inout StackCaseStudy.State, action: StackCaseStudy.Action
  ) -> Effect<StackCaseStudy.Action> {
    let shownBefore = state.$destination.id
    var childEffect = Effect<StackCaseStudy.Action>.none
    if case .destination(.presented(let id, let childAction)) = action, let shown = shownBefore,
      id == shown || bug == .ignoresThePresentationID
    {
      childEffect = child.reduce(into: &state.destination!, action: childAction)
        .map { StackCaseStudy.Action.destination(.presented(id: shown, action: $0)) }
        .cancellable(id: Lifetime(id: shown))
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    if case .destination(.dismiss(shownBefore)) = action { state.destination = nil }
    let isGone =
      bug == .forgetsToCancelOnReplace
      ? state.destination == nil : state.$destination.id != shownBefore
    guard let shownBefore, isGone else { return .merge(childEffect, parentEffect) }
    return .merge(childEffect, parentEffect, .cancel(id: Lifetime(id: shownBefore)))
  }
}
