import LoadingStates
import Paging

/// Numbers the steps of a run, counts the states they reach, and hands each one to the
/// output as it happens.
@MainActor
final class StepLog {
  /// The number of the newest step; 0 before any action.
  private(set) var stepCount = 0

  /// How many actions the feature ignored.
  private(set) var ignoredCount = 0

  /// How many times each phase was entered: once for the start, then once per action that
  /// changed the state.
  private(set) var phaseCounts: [LoadPhase: Int] = [:]

  /// The newest step.
  private(set) var lastStep = DemoStep.start

  /// Receives each step with the state after it.
  let onStep: @MainActor (DemoStep, FeedFeature.State) -> Void

  /// Creates a log that passes each step to `onStep`.
  init(onStep: @escaping @MainActor (DemoStep, FeedFeature.State) -> Void) {
    self.onStep = onStep
  }

  /// The phases entered so far.
  var visitedPhases: Set<LoadPhase> { Set(phaseCounts.keys) }

  /// Records the state before any action as step 0.
  func start(in state: FeedFeature.State) {
    phaseCounts[state.list.phase, default: 0] += 1
    onStep(.start, state)
  }

  /// Records a reduced action as the next step.
  ///
  /// - Parameters:
  ///   - action: The action the store reduced.
  ///   - state: The state after it.
  ///   - ignoredReason: Why the feature ignored it, if it did.
  func record(_ action: FeedFeature.Action, state: FeedFeature.State, ignoredReason: String?) {
    stepCount += 1
    let step = DemoStep(number: stepCount, action: action, ignoredReason: ignoredReason)
    if ignoredReason == nil {
      phaseCounts[state.list.phase, default: 0] += 1
    } else {
      ignoredCount += 1
    }
    lastStep = step
    onStep(step, state)
  }

  /// A log that prints each step through `emit`: a screen, or with `json` a JSON line.
  ///
  /// - Parameters:
  ///   - json: Whether to print JSON lines instead of screens.
  ///   - emit: Receives each piece of output.
  /// - Returns: The log.
  static func printing(json: Bool, to emit: @escaping @MainActor (String) -> Void) -> StepLog {
    StepLog { step, state in
      emit(json ? JSONStateLine(state, step: step).json : "\n" + ScreenRenderer.render(state, step: step))
    }
  }
}
