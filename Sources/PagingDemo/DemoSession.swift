import ErrorHandling
import Foundation
import Paging
import Unidirectional
import UnidirectionalRecording

/// The parts every run of the demo shares: the feed, a store running the paging feature
/// over it, and the log that sees every state the store goes through.
///
/// The scripted walk and the interactive session both drive one of these; they differ only
/// in who decides the next action.
@MainActor
final class DemoSession {
  /// The simulated server.
  let feed: DemoFeed

  /// Every step so far; it passes each one to the output as it happens.
  let log: StepLog

  /// The store running ``FeedFeature`` over ``feed``.
  let store: Store<FeedFeature.State, FeedFeature.Action>

  /// Where the session's recording goes, and what records it: `nil` without `--record`.
  private let recording: (path: String, recorder: ActionRecorder<FeedFeature.State, FeedFeature.Action>)?

  /// Creates a session and reports its starting state (step 0) to `log`.
  ///
  /// - Parameters:
  ///   - options: The seed, page size, failure rate and the post the list opens at.
  ///   - clock: The clock the feed's latency waits on.
  ///   - log: Receives each step with the state after it.
  init(options: DemoOptions, clock: any Clock<Duration>, log: StepLog) {
    let feed = DemoFeed(
      seed: options.seed,
      itemCount: DemoFeed.itemCount(forPageSize: options.pageSize, startOffset: options.startOffset),
      startOffset: options.startOffset,
      failureRate: options.failureRate,
      clock: clock
    )
    self.feed = feed
    self.log = log
    // The feed's failures are simulated and drawn on screen; a log line on standard error
    // would break the interactive screen, so this feature logs nothing.
    let feature = FeedFeature(pageSize: options.pageSize, errorLogger: .disabled) { try await feed.fetch($0) }
    let store = Self.recordedStore(feature, in: log)
    self.store = store
    recording = options.recordPath.map { ($0, store.startRecording(fingerprint: .json)) }
  }

  /// Writes what the store recorded to the `--record` file; nothing without `--record`.
  ///
  /// - Throws: ``DemoFileError`` when the file cannot be written.
  func saveRecording() throws(DemoFileError) {
    guard let recording else { return }
    do {
      try recording.recorder.recording.jsonLines().write(to: URL(fileURLWithPath: recording.path))
    } catch {
      throw DemoFileError(path: recording.path, problem: .cannotWrite(reason: Self.reason(of: error)))
    }
  }

  /// What a file error says, without the framework's prefix.
  static func reason(of error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return underlying?.localizedDescription ?? error.localizedDescription
  }

  /// A store running `feature` that reports every step to `log`, starting with step 0:
  /// what every run of the demo, simulated or over HTTP, shows.
  ///
  /// - Parameters:
  ///   - feature: The paging feature, over its source.
  ///   - log: Receives every step.
  /// - Returns: The store.
  static func recordedStore(
    _ feature: FeedFeature,
    in log: StepLog
  ) -> Store<FeedFeature.State, FeedFeature.Action> {
    // `Store.states` keeps only the newest state; the demo prints every one, so it records
    // them where they are made, as the store reduces them.
    let reducer = feature.observeSteps { step in
      log.record(step.action, state: step.stateAfter, ignoredReason: step.ignoredReason)
    }
    let store = Store(initialState: FeedFeature.State(), reducer: reducer)
    log.start(in: store.state)
    return store
  }

  /// What the run did so far, ended for `ending`.
  ///
  /// - Parameter ending: Why the run stopped.
  func summary(ending: DemoSummary.Ending) -> DemoSummary {
    DemoSummary(
      steps: log.stepCount,
      ignoredActions: log.ignoredCount,
      phaseCounts: log.phaseCounts,
      requests: feed.requestCount,
      forcedFailures: feed.forcedFailureCount,
      randomFailures: feed.randomFailureCount,
      itemsShown: store.state.items.count,
      itemsInFeed: feed.items.count,
      simulatedLatency: feed.totalLatency,
      ending: ending
    )
  }
}
