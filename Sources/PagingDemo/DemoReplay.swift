import ErrorHandling
import Foundation
import Paging
import Unidirectional
import UnidirectionalRecording

/// `paging-demo --replay FILE`: reads a recording the demo wrote with `--record`, reduces
/// its actions again with the feature as it is now, and shows every step as the session
/// showed it.
///
/// No feed runs: the answers the recording holds are fed in their recorded order. At the
/// first step where the feature now disagrees with the recording (another state than the
/// recorded fingerprint, another action sent at once, an answer no request of its could
/// send), the replay stops there and says so.
@MainActor
struct DemoReplay {
  /// A replay that went to its end, or stopped where the feature disagrees.
  enum Outcome: Equatable {
    /// Every step agrees; `steps` actions were replayed.
    case agrees(steps: Int)
    /// The feature disagrees with the recording here.
    case disagrees(ReplayDisagreement)
  }

  /// The summary line `--json` ends a replay with.
  private struct Summary: Encodable {
    let replayed: Int
    let agrees: Bool
  }

  /// The page size and the output format.
  let options: DemoOptions

  /// The recording file.
  let path: String

  /// Receives each piece of output: a screen or a JSON line, then the summary.
  let emit: @MainActor (String) -> Void

  /// Replays the recording, printing every step through `emit`.
  ///
  /// - Returns: Whether the feature agrees with the recording, or where it first does not.
  /// - Throws: ``DemoFileError`` when the file cannot be read or holds no recording.
  func run() throws(DemoFileError) -> Outcome {
    let recording = try Self.read(path)
    if !options.json {
      emit("paging-demo · replaying \(path) · \(recording.count) actions · \(options.pageSize) posts per page")
    }
    let log = StepLog.printing(json: options.json, to: emit)
    log.start(in: recording.startState)
    let reducer = Self.feature(pageSize: options.pageSize).observeSteps { step in
      log.record(step.action, state: step.stateAfter, ignoredReason: step.ignoredReason)
    }
    let replay = recording.replay(against: reducer, fingerprint: .json)
    let outcome: Outcome = replay.disagreement.map { .disagrees($0) } ?? .agrees(steps: replay.states.count)
    emit(summary(of: outcome))
    return outcome
  }

  /// The demo's feature as a replay reduces it: nothing is fetched, the recorded answers
  /// stand in for the feed.
  ///
  /// - Parameter pageSize: The page size the recording was made with.
  static func feature(pageSize: Int) -> FeedFeature {
    FeedFeature(pageSize: pageSize, errorLogger: .disabled) { _ in throw CancellationError() }
  }

  /// The recording in the file at `path`.
  ///
  /// - Throws: ``DemoFileError`` when the file cannot be read or holds no recording.
  static func read(_ path: String) throws(DemoFileError) -> Recording<FeedFeature.State, FeedFeature.Action> {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw DemoFileError(path: path, problem: .cannotRead(reason: DemoSession.reason(of: error)))
    }
    do throws(RecordingFileError) {
      return try Recording(jsonLines: data)
    } catch {
      throw DemoFileError(path: path, problem: .notARecording(error))
    }
  }

  /// The last line: how many steps were replayed and whether they all agree.
  private func summary(of outcome: Outcome) -> String {
    let (steps, agrees) =
      switch outcome {
      case .agrees(let steps): (steps, true)
      case .disagrees(let disagreement): (disagreement.entryIndex, false)
      }
    guard !options.json else { return JSONStateLine.line(encoding: Summary(replayed: steps, agrees: agrees)) }
    return agrees
      ? "\nreplayed \(steps) actions: every step agrees with the recording"
      : "\nreplayed \(steps) actions before the feature disagreed with the recording"
  }
}
