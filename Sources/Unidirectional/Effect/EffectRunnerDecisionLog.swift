/// The decisions of one event, in two passes: the first holds what must happen before any
/// action is delivered or body started (the in-flight counts as tasks were registered, the
/// tasks to cancel); the second, deliveries, launches and what follows from them, in the
/// order of the effect trees.
struct EffectRunnerDecisionLog {
  private var firstPass: [EffectRunnerDecision] = []
  private var secondPass: [EffectRunnerDecision] = []

  var decisions: [EffectRunnerDecision] {
    firstPass.isEmpty ? secondPass : firstPass + secondPass
  }

  mutating func appendToFirstPass(_ decision: EffectRunnerDecision) {
    firstPass.append(decision)
  }

  mutating func appendToSecondPass(_ decision: EffectRunnerDecision) {
    secondPass.append(decision)
  }
}
