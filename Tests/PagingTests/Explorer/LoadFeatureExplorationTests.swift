import ErrorHandling
import LoadingStates
@testable import Paging
import Testing
import Unidirectional
import UnidirectionalTesting

private typealias Profile = LoadFeature<Int>
private typealias ProfileExplorer = StateSpaceExplorer<Profile.State, Profile.Action, Int>

@Suite("LoadFeature, every interleaving explored")
struct LoadFeatureExplorationTests {
  @Test("Given a value that loads, when every action and answer is tried in every order, then every rule holds")
  func everyReachableStateKeepsTheLoadingRules() {
    let report = explorer().explore(maxDepth: 40)

    #expect(report.violation == nil, "\(report.violation?.story ?? "")")
    #expect(report.isComplete, "\(report.summary)")
    print("LoadFeature: \(report.summary)")
  }

  @Test("Given request ids kept as they are, every rule holds in every state twelve steps deep")
  func everyConcreteStateTwelveStepsDeepKeepsTheLoadingRules() {
    let report = explorer(concrete: true).explore(maxDepth: 12)

    #expect(report.violation == nil, "\(report.violation?.story ?? "")")
    #expect(report.depth == 12)
    print("LoadFeature, concrete: \(report.summary)")
  }

  @Test("Given a copy that forgets the request id, the explorer finds a late answer changing the state")
  func aFeatureThatTrustsEveryAnswerIsCaught() throws {
    let trusting = Reduce<Profile.State, Profile.Action> { state, action in
      guard case .responseReceived(_, .success(let value)) = action else {
        return profile().reduce(into: &state, action: action)
      }
      state.requests.end()
      state.data = .success(value)
      return .none
    }
    let violation = try #require(explorer(trusting).explore(maxDepth: 12).violation)

    #expect(violation.invariant == "no stale or cancelled answer changes state")
    #expect(violation.trace.map(\.cause) == [.user, .user, .lateAnswer(to: 0)])
    #expect(violation.trace.map(\.action) == [
      .appear, .disappear, .responseReceived(requestID: 0, result: .success(1)),
    ])
  }
}

extension LoadFeatureExplorationTests {
  @Test("Given a copy that forgets its value when the screen goes away, the explorer reports the value lost")
  func aFeatureThatResetsOnDisappearIsCaught() throws {
    let forgetful = Reduce<Profile.State, Profile.Action> { state, action in
      let effect = profile().reduce(into: &state, action: action)
      if case .disappear = action { state.data = .idle }
      return effect
    }
    let violation = try #require(explorer(forgetful).explore(maxDepth: 12).violation)

    #expect(violation.invariant == valueStaysRule)
    let trace: [Profile.Action] = [.appear, .responseReceived(requestID: 0, result: .success(1)), .disappear]
    #expect(violation.trace.map(\.action) == trace)
  }
}

private func profile() -> Profile { Profile { 1 } }

private struct LoadShape: Hashable {
  let data: DataState<Int, AppError>
  let awaitedAge: Int?
  let flights: [Flight]

  struct Flight: Hashable {
    let isAwaited: Bool
    let isCancelled: Bool
  }

  init(_ explored: ProfileExplorer.Explored) {
    let state = explored.state
    data = state.data
    awaitedAge = state.requests.inFlight.map { state.requests.nextID - $0.id }
    flights = explored.flights.map {
      Flight(isAwaited: $0.request == state.requests.inFlight?.id, isCancelled: $0.isCancelled)
    }
  }
}

private func explorer(
  _ reducer: some Reducer<Profile.State, Profile.Action> = profile(), concrete: Bool = false
) -> ProfileExplorer {
  ProfileExplorer(
    reducer, initialState: Profile.State(),
    userActions: { _ in [.appear, .disappear, .refresh, .retry] },
    request: \.requests.inFlight?.id,
    answers: { flight, _ in
      [.success(1), .success(2), .failure(.network), .failure(.cancelled)].map {
        .responseReceived(requestID: flight.request, result: $0)
      }
    },
    abstraction: { concrete ? AnyHashable([AnyHashable($0), AnyHashable($0.state.requests)]) : AnyHashable(LoadShape($0)) }
  )
  .invariant("never two loads in flight") { $0.requestsInFlight.count <= 1 }
  .invariant("the load the state waits for is the one running") {
    $0.state.requests.inFlight?.id == $0.requestsInFlight.first
  }
  .invariant("every state that shows an error or a value holds it") { explored in
    let data = explored.state.data
    return (data.error != nil) == data.phase.hasError && (data.value != nil) == data.phase.holdsValue
  }
  .invariant("the accessors agree with the case") { explored in
    let data = explored.state.data
    return data.isLoading == data.phase.isLoading && data.isFailure == data.phase.isFailure
      && (data.failure != nil) == data.phase.isFailure
  }
  .transitionInvariant(valueStaysRule) {
    $0.before.state.data.value == nil || $0.after.state.data.value != nil
  }
  .transitionInvariant("no stale or cancelled answer changes state") { transition in
    let isStale: Bool
    switch (transition.cause, transition.action) {
    case (.lateAnswer, _): isStale = true
    case (_, .responseReceived(let id, _)): isStale = id != transition.before.state.requests.inFlight?.id
    default: isStale = false
    }
    return !isStale || transition.after.state == transition.before.state
  }
  .transitionInvariant("every ignored action has a reason, and only those") { transition in
    transition.changedNothing
      == (profile().reasonForIgnoring(transition.action, in: transition.before.state) != nil)
  }
}
