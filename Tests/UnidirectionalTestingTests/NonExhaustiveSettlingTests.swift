import Testing
import Unidirectional
import UnidirectionalTesting

/// A non-exhaustive step waits for its effects to settle too, so a dependency call the step
/// started is pending when the step returns, however busy the machine is.
@MainActor
struct NonExhaustiveSettlingTests {
  /// Asks a dependency after hopping off the main actor first, as a real client library
  /// does before it sends a request.
  struct SlowAsker: Reducer {
    let ask: @Sendable (Int) async throws -> Int

    func reduce(into state: inout Int, action: Int) -> Effect<Int> {
      guard action >= 0 else { return .none }
      return .run { [ask] send in
        await Task.detached {}.value
        send(-(try await ask(action)))
      }
    }
  }

  @Test func givenANonExhaustiveStoreWhenAStepStartsADependencyCallThenTheCallIsPendingWhenTheStepReturns() async {
    let ask = ControlledDependency<Int, Int>()
    let store = TestStore(initialState: 0, reducer: SlowAsker { try await ask($0) })
    store.exhaustivity = .off

    await store.send(7)

    #expect(ask.pendingInputs == [7])
    await ask.respond(to: 7, with: 8)
    await store.receive(-8)
  }
}
