import Observation
import Unidirectional

/// The smallest feature: one synchronous action that increments a count.
///
/// The store, test store and scope benchmarks send it, so what they measure is the
/// library's path and not the feature's work.
struct Counter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    }
  }
}

/// The hand-written alternative to a store: an `@Observable` view model whose method does the
/// counter's mutation. SwiftUI observes it the way it observes a store.
@MainActor
@Observable
final class CounterViewModel {
  var count = 0

  func increment() {
    count += 1
  }
}
