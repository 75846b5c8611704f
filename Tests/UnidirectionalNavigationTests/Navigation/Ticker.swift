import Unidirectional

/// A screen with a timer: `start` (re)starts a tick once a second until the screen goes away; `close`
/// dismisses the screen from its reducer, `save` dismisses it after its effect ends.
struct Ticker: Reducer {
  struct State: Equatable, Codable, Sendable {
    var name: String
    var ticks = 0
  }

  enum Action: Equatable, Sendable {
    case start
    case tick
    case close
    case save
    /// Tells the parent it is done, then dismisses itself.
    case finish
    /// What `finish` tells the parent.
    case finished
  }

  enum CancelID { case timer }

  let clock: any Clock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          send(.tick)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .tick:
      state.ticks += 1
      return .none
    case .close:
      return .dismiss()
    case .finish:
      return .concatenate(.send(.finished), .dismiss())
    case .finished:
      return .none
    case .save:
      return .concatenate(
        .run { [clock] _ in try await clock.sleep(for: .seconds(5)) },
        .dismiss()
      )
    }
  }
}
