import Observation
import TestSupport
import Testing
import Unidirectional
import UnidirectionalBindings
import UnidirectionalTesting

/// A form needs no action per field: a binding action sets one field, a binding reducer
/// applies it, the feature reacts to the fields it cares about, a view binds to a get/set
/// pair, and a test asserts a binding like any other action.
// The limit catches a hang, not slowness: under ThreadSanitizer these tests wait their turn
// on a main actor that the long walks of other suites share, and twice (CI for a3a9824, and
// a TSan run of 80ebc27) all six waited past one minute without a step of their own failing.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct BindingTests {
  struct Profile: Reducer {
    struct State: Equatable {
      var name = ""
      var age = 0
      var isPublic = false
      var nameEdits = 0
    }

    enum Action: Equatable, Sendable {
      case binding(BindingAction<State>)
    }

    var body: some Reducer<State, Action> {
      BindingReducer(action: .binding)
      Reduce { state, action in
        if case .binding(let binding) = action, binding.sets(\.name) { state.nameEdits += 1 }
        return .none
      }
    }
  }

  @Test func aBindingActionSetsItsFieldAndTheFeatureReactsToThatFieldAlone() async {
    let store = TestStore(initialState: Profile.State(), reducer: Profile())

    await store.send(.binding(.set(\.name, "Ada"))) {
      $0.name = "Ada"
      $0.nameEdits = 1
    }
    await store.send(.binding(.set(\.age, 36))) { $0.age = 36 }
    await store.send(.binding(.set(\.isPublic, true))) { $0.isPublic = true }
    await store.finish()
  }

  @Test func bindingActionsAreEqualWhenTheySetTheSameFieldToEqualValues() {
    typealias Binding = BindingAction<Profile.State>

    #expect(Binding.set(\.name, "Ada") == .set(\.name, "Ada"))
    #expect(Binding.set(\.name, "Ada") != .set(\.name, "Grace"))
    #expect(Binding.set(\.age, 1) != .set(\.nameEdits, 1), "another field")
    #expect(Binding.set(\.name, "Ada").description == #"set(\State.name, "Ada")"#)
  }

  @Test func aViewsGetSetPairReadsTheFieldAndWritesThroughABindingAction() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let name = store.binding(\.name, action: .binding)

    name.set("Ada")

    #expect(name.get() == "Ada")
    #expect(store.state.nameEdits == 1, "the write went through the reducer")
  }

  @Test func aFieldIsReadStraightOffTheStoreAndObservedAsTheStateIs() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let told = Journal<String>()
    withObservationTracking { _ = store.name } onChange: { told.append("name") }

    store.send(.binding(.set(\.name, "Ada")))

    #expect(store.name == "Ada")
    #expect(store.age == 0)
    #expect(told.entries == ["name"])
  }

  @Test func aFailedAssertionOfABindingShowsTheFieldAndTheValue() async {
    let issues = IssueLog()
    let store = TestStore(
      initialState: Profile.State(), reducer: Profile(), issueReporter: issues.reporter)

    await store.send(.binding(.set(\.name, "Ada"))) { $0.name = "Ada" }

    let message = issues.issues.first?.message ?? ""
    #expect(message.contains(#"field: "\\State.name""#), "\(message)")
    #expect(message.contains(#"value: "Ada""#), "\(message)")
    #expect(message.contains("nameEdits"), "the diff names the field the test missed")
  }

  @Test func onChangeReactsToOneBoundFieldWhateverActionChangedIt() async {
    let store = TestStore(initialState: Profile.State()) {
      Profile()
        .onChange(of: \.age) { _, state in
          state.isPublic = state.age >= 18
          return .none
        }
    }

    await store.send(.binding(.set(\.age, 20))) {
      $0.age = 20
      $0.isPublic = true
    }
    await store.send(.binding(.set(\.name, "Ada"))) {
      $0.name = "Ada"
      $0.nameEdits = 1
    }
    await store.finish()
  }
}

extension ActionPath where Root == BindingTests.Profile.Action, Value == BindingAction<BindingTests.Profile.State> {
  static var binding: Self {
    ActionPath(embed: Root.binding) { if case .binding(let a) = $0 { a } else { nil } }
  }
}
