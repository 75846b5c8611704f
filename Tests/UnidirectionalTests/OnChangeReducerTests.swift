import Testing
import Unidirectional
import UnidirectionalTesting

/// `onChange(of:)`: a rule that follows a change of the state, not an action.
@MainActor
struct OnChangeReducerTests {
  struct Form: Reducer {
    struct State: Equatable {
      var isFailed = false
      var banners: [String] = []
      var log: [String] = []
    }

    enum Action: Equatable {
      case fail
      case succeed
      case touch
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .fail: state.isFailed = true
      case .succeed: state.isFailed = false
      case .touch: state.log.append("touched")
      }
      return .none
    }
  }

  var raisesABannerOnFailure: some Reducer<Form.State, Form.Action> {
    Form().onChange(of: \.isFailed) { wasFailed, state in
      if state.isFailed { state.banners.append("failed (was \(wasFailed))") }
      return .none
    }
  }

  @Test func givenNoFailureWhenAnActionFailsThenTheReactionRunsOnceWithTheOldValue() async {
    let store = TestStore(initialState: Form.State(), reducer: raisesABannerOnFailure)

    await store.send(.fail) {
      $0.isFailed = true
      $0.banners = ["failed (was false)"]
    }
    await store.send(.fail)
    await store.finish()
  }

  @Test func givenAFailureWhenAnActionLeavesTheValueAloneThenTheReactionDoesNotRun() async {
    let store = TestStore(initialState: Form.State(isFailed: true), reducer: raisesABannerOnFailure)

    await store.send(.touch) {
      $0.log = ["touched"]
    }
    await store.send(.succeed) {
      $0.isFailed = false
    }
    await store.send(.fail) {
      $0.isFailed = true
      $0.banners = ["failed (was false)"]
    }
    await store.finish()
  }

  @Test func givenAReactionWithAnEffectThenItsActionIsReducedLikeAnyOther() async {
    let store = TestStore(
      initialState: Form.State(),
      reducer: Form().onChange(of: \.isFailed) { _, _ in .send(.touch) }
    )

    await store.send(.fail) {
      $0.isFailed = true
    }
    await store.receive(.touch) {
      $0.log = ["touched"]
    }
    await store.finish()
  }
}
