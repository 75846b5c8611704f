import Foundation
import Unidirectional
import UnidirectionalRecording

// Records a session of a reducer that reads live UUIDs, in an executable whose main actor
// has moved off the main thread, as an app's does on Linux once it first waits (its main
// queue is then drained by a worker thread), and prints one line per recorded entry with
// how many values its reducer read, then whether a replay agrees.
// `RecordedReadsTests` runs it.

struct Tags: Reducer {
  @Dependency(\.uuid) var uuid

  func reduce(into state: inout [UUID], action: Void) -> Effect<Void> {
    state.append(uuid())
    return .none
  }
}

@MainActor
func recordAfterWaiting() async {
  // The main actor leaves the main thread once the main task first suspends; a yield
  // may resume at once, so yield until it has.
  for _ in 0..<10_000 where Thread.isMainThread { await Task.yield() }
  print("main actor on the main thread: \(Thread.isMainThread)")
  let store = Store(initialState: [UUID](), reducer: Tags())
  let recorder = store.startRecording(fingerprint: .json)
  store.send(())
  await Task.yield()
  store.send(())
  for entry in recorder.recording.entries { print("reads: \(entry.reads.count)") }
  let replay = recorder.recording.replay(against: Tags(), fingerprint: .json)
  print("replay agrees: \(replay.disagreement == nil && replay.states.last == store.state)")
}

await recordAfterWaiting()
