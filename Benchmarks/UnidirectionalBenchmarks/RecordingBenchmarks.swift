import Foundation
import Unidirectional
import UnidirectionalRecording

/// `recording.send`: what recording costs a send, so a recorder can stay on in a debug build.
enum RecordingBenchmarks {
  static let send = Benchmark(
    name: "recording.send",
    summary: "1,000,000 synchronous actions through Store.send, recording the last 1,000 vs not"
  ) { context in
    let sends = 1_000_000
    let measurements = await context.measure(
      [recordedSends(sends), StoreBenchmarks.storeSend(sends)],
      samples: context.samples(full: 11, quick: 5)
    )
    return BenchmarkReport(
      name: "recording.send",
      summary: "1,000,000 synchronous actions through Store.send: recorded vs not",
      measurements: measurements,
      checks: [.ratio(measurements[0], to: measurements[1], atMost: 1.5)]
    )
  }

  static let reads = Benchmark(
    name: "recording.reads",
    summary: "100,000 actions whose reducer reads a UUID, recorded (the UUID noted) vs not"
  ) { context in
    let sends = 100_000
    let measurements = await context.measure(
      [readingSends(sends, recorded: true), readingSends(sends, recorded: false)],
      samples: context.samples(full: 11, quick: 5)
    )
    return BenchmarkReport(
      name: "recording.reads",
      summary: "100,000 actions whose reducer reads a UUID: recorded vs not",
      measurements: measurements,
      checks: [.ratio(measurements[0], to: measurements[1])]
    )
  }

  /// A store whose reducer reads a counting UUID on every action, recording its newest
  /// 1,000 actions or not: what noting a read costs, apart from making the UUID.
  private static func readingSends(_ sends: Int, recorded: Bool) -> Contender {
    Contender(label: recorded ? "reading a UUID, recording" : "reading a UUID", operations: sends) {
      let store = Store(initialState: [UUID](), reducer: UUIDStamper()) { $0.uuid = .incrementing }
      let recorder = recorded ? store.startRecording(capacity: 1_000) : nil
      let elapsed = timed {
        for _ in 0..<sends { store.send(()) }
      }
      precondition(store.state.count == 1, "the store lost an action")
      precondition(recorder.map { $0.recording.entries.last?.reads.count == 1 } ?? true, "the read went unrecorded")
      return elapsed
    }
  }

  /// The subject: the counter's store recording its newest 1,000 actions, no clock.
  private static func recordedSends(_ sends: Int) -> Contender {
    Contender(label: "Store.send, recording", operations: sends) {
      let store = Store(initialState: Counter.State(), reducer: Counter())
      let recorder = store.startRecording(capacity: 1_000)
      let action = identity(Counter.Action.increment)
      let elapsed = timed {
        for _ in 0..<sends { store.send(action) }
      }
      precondition(store.state.count == sends, "the store lost an action")
      precondition(recorder.recording.count >= 1_000, "the recorder lost an action")
      return elapsed
    }
  }
}

/// Keeps the last UUID its reducer read: a read on every action, and a state that stays small.
private struct UUIDStamper: Reducer {
  @Dependency(\.uuid) var uuid

  func reduce(into state: inout [UUID], action: Void) -> Effect<Void> {
    state = [uuid()]
    return .none
  }
}
