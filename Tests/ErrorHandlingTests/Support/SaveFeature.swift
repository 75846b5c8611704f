import ErrorHandling
import LoadingStates
import Unidirectional

/// A screen that saves something and shows its failures through a policy: the smallest
/// feature that needs every kind of error presentation.
struct SaveFeature: Reducer {
  struct State: Equatable {
    var save: DataState<String, AppError> = .idle
    var error: ErrorPresentation<Action>?
  }

  enum Action: Equatable, Codable {
    case saveTapped
    case failed(AppError)
    case closeTapped
    case somethingElse
    case errorPresentation(ErrorPresentationAction)
  }

  let policy: ErrorPresentationPolicy<Action>

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .saveTapped: state.save.startLoading()
      case .failed(let error): state.save.fail(error)
      case .closeTapped, .somethingElse, .errorPresentation: break
      }
      return .none
    }
    .presentingErrors(
      of: \.save.failure,
      in: \.error,
      action: .errorPresentation,
      policy: policy
    )
  }
}

extension ActionPath where Root == SaveFeature.Action, Value == ErrorPresentationAction {
  static var errorPresentation: Self {
    ActionPath(embed: SaveFeature.Action.errorPresentation) {
      if case .errorPresentation(let action) = $0 { action } else { nil }
    }
  }
}
