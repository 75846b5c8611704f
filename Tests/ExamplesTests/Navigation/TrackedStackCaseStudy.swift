import Examples
import Unidirectional

/// The stack case study, with the screen that the last action was addressed to: the
/// screen whose effects that action started, which the explorer reads to know which
/// screen each running effect belongs to.
struct TrackedStackCaseStudy<App: Reducer<StackCaseStudy.State, StackCaseStudy.Action>>: Reducer {
  struct State: Equatable {
    var app: StackCaseStudy.State
    var addressee: ScreenRef?
  }

  let app: App

  func reduce(into state: inout State, action: StackCaseStudy.Action) -> Effect<StackCaseStudy.Action> {
    state.addressee = ScreenRef(addresseeOf: action)
    return app.reduce(into: &state.app, action: action)
  }
}
