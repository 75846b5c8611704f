import LoadingStates
import Paging
import Unidirectional

/// `stream.bulk`: what a value already buffered in a stream costs on its way through a store
/// running ``StreamFeature``, against the same values sent to the store in a loop.
enum StreamBenchmarks {
  static let bulk = Benchmark(
    name: "stream.bulk",
    summary: "1,000,000 buffered values through a Store running StreamFeature vs the same values sent in a loop"
  ) { context in
    let values = context.quick ? 100_000 : 1_000_000
    let measurements = await context.measure(
      [
        storeFollowingStream(values),
        loopOfSends(values),
        streamOffMainActor(values),
        streamOnMainActor(values / 10),
      ],
      samples: context.samples(full: 5, quick: 3)
    )
    let store = measurements[0]
    return BenchmarkReport(
      name: "stream.bulk",
      summary: "\(values == 1_000_000 ? "1,000,000" : "100,000") buffered values through a Store running StreamFeature",
      measurements: measurements,
      checks: [
        .ratio(store, to: measurements[1], atMost: 12),
        .ratio(store, to: measurements[2], atMost: 5),
        .absolute("Store following the stream, per value", value: store.perOperation, atMost: 2_000),
      ],
      notes: [
        "the stream's own next() is the floor; on the main actor it costs a hop per value (the last row)"
      ]
    )
  }

  typealias Feed = StreamFeature<Int>

  /// A stream that holds `count` values, 0 to `count - 1`, and then finishes.
  private static func bufferedStream(_ count: Int) -> AsyncStream<Int> {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    for value in 0..<count { continuation.yield(value) }
    continuation.finish()
    return stream
  }

  /// The subject: `appear` subscribes to a stream whose values are all buffered, and the
  /// subscription's task is awaited to the stream's end.
  private static func storeFollowingStream(_ count: Int) -> Contender {
    Contender(label: "Store following the stream", operations: count) {
      let stream = bufferedStream(count)
      let store = Store(initialState: Feed.State(), reducer: Feed { stream })
      let elapsed = await timed {
        await store.send(.appear).finish()
      }
      precondition(store.state.data == .success(count - 1), "the store lost a value")
      precondition(store.state.subscription == .ended, "the stream did not end")
      return elapsed
    }
  }

  /// The baseline: the actions the subscription sends, sent to the same feature in a loop.
  private static func loopOfSends(_ count: Int) -> Contender {
    Contender(label: "store.send(.valueReceived) loop", operations: count) {
      let subscribed = Feed.State(data: .initialLoading, subscription: .subscribed(id: 0), nextSubscriptionID: 1)
      let store = Store(initialState: subscribed, reducer: Feed { bufferedStream(0) })
      let elapsed = timed {
        for value in 0..<count { store.send(.valueReceived(subscriptionID: 0, value: value)) }
      }
      precondition(store.state.data == .success(count - 1), "the store lost a value")
      return elapsed
    }
  }

  /// The floor: the stream alone, iterated off the main actor, where its `next()` runs. The
  /// store following the stream is checked against it: at most 5× (quick runs read
  /// 1.4–2.6×, once 3.9× under load; a hop per value, as before issue 23, read 4.9–6.4×,
  /// which the loop of sends' 12× catches).
  private static func streamOffMainActor(_ count: Int) -> Contender {
    Contender(label: "for await off the main actor", operations: count) {
      let stream = bufferedStream(count)
      let clock = ContinuousClock()
      let start = clock.now
      let last = await lastValue(of: stream)
      let elapsed = start.duration(to: clock.now)
      precondition(last == count - 1, "the loop lost a value")
      return elapsed
    }
  }

  /// What a subscription cost before issue 23: the stream iterated on the main actor, where
  /// every `next()` leaves the main actor and comes back.
  private static func streamOnMainActor(_ count: Int) -> Contender {
    Contender(label: "for await on the main actor", operations: count) {
      let stream = bufferedStream(count)
      var last = -1
      let elapsed = await timed {
        for await value in stream { last = value }
      }
      precondition(last == count - 1, "the loop lost a value")
      return elapsed
    }
  }

  /// The last value of `stream`, read off the main actor.
  @concurrent
  private static func lastValue(of stream: AsyncStream<Int>) async -> Int {
    var last = -1
    for await value in stream { last = value }
    return last
  }
}
