import Unidirectional

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
