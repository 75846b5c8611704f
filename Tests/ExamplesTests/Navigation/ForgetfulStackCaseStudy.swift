import Examples
import Unidirectional

/// A copy of the stack case study with one bug planted: its sheet and alert are presented
/// by a hand-written presentation reducer that cancels the child's effects when it is
/// dismissed, but forgets to when another child replaces it.
struct ForgetfulStackCaseStudy: Reducer {
  let dependencies: NavigationDependencies

  var body: some Reducer<StackCaseStudy.State, StackCaseStudy.Action> {
    ForgetfulPresentation(
      parent: Reduce(StackCaseStudy.respond),
      child: StackCaseStudy.Destination(clock: dependencies.clock))
      .forEach(\.path, action: .path) { StackScreen(dependencies: dependencies) }
  }
}

/// Presents `StackCaseStudy`'s destination as the package's presentation reducer does,
/// but cancels a presentation's effects only when nothing is presented after the action.
struct ForgetfulPresentation<Parent: Reducer<StackCaseStudy.State, StackCaseStudy.Action>>: Reducer {
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
    if case .destination(.presented(let id, let childAction)) = action, id == shownBefore {
      childEffect = child.reduce(into: &state.destination!, action: childAction)
        .map { StackCaseStudy.Action.destination(.presented(id: id, action: $0)) }
        .cancellable(id: Lifetime(id: id))
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    if case .destination(.dismiss) = action { state.destination = nil }
    guard let shownBefore, state.destination == nil else { return .merge(childEffect, parentEffect) }
    return .merge(childEffect, parentEffect, .cancel(id: Lifetime(id: shownBefore)))
  }
}
