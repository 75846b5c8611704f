import Foundation
import Unidirectional
import UnidirectionalRecording

/// `inspect.page`: how long the inspection page of a 100,000-action recording takes to
/// build, replayed against its feature, every diff decided ahead of time, and how large it
/// is.
///
/// The session is a search box: every other action types a query, which starts a
/// cancellable search and cancels the one before; the search's answer comes next. So every
/// step has a diff, half of them start and cancel effects, and half are answers put down
/// to the effect that sent them. The baseline is the replay alone, which the page runs.
enum InspectBenchmarks {
  static let actions = 100_000

  static let page = Benchmark(
    name: "inspect.page",
    summary: "the inspection page of 100,000 recorded actions, replayed with diffs and effects (at most 10 s)"
  ) { context in
    let recording = searchSession(actions)
    var size = 0
    let measurements = await context.measure(
      [pageBuilt(from: recording) { size = $0 }, replayed(recording)],
      samples: context.samples(full: 3, quick: 1), warmups: 0)
    let total = measurements[0].perOperation * Double(actions)
    return BenchmarkReport(
      name: "inspect.page",
      summary: "the inspection page of 100,000 recorded actions, replayed: page vs replay alone",
      measurements: measurements,
      checks: [
        .ratio(measurements[0], to: measurements[1]),
        .absolute("the whole page of 100,000 actions", value: total, atMost: 10_000_000_000),
      ],
      notes: [
        String(
          format: "the page is %.1f MB (%d bytes, %d per action), built in %.2f s",
          Double(size) / 1e6, size, size / actions, total / 1e9)
      ])
  }

  /// The subject: the page built and written out as one HTML string.
  private static func pageBuilt(
    from recording: Recording<Search.State, Search.Action>, size: @escaping @MainActor (Int) -> Void
  ) -> Contender {
    Contender(label: "InspectionPage(…).html", operations: recording.count) {
      var html = ""
      let elapsed = timed {
        html = InspectionPage(recording, replayedAgainst: Search(), fingerprint: nil).html
      }
      precondition(html.contains("\"names\":[\"typed\",\"loaded\""), "the page lost its timeline")
      precondition(!html.contains("not replayed"), "the replay stopped before the end")
      size(html.utf8.count)
      blackHole(html)
      return elapsed
    }
  }

  /// The baseline: the replay the page runs, without dumps, diffs or HTML.
  private static func replayed(_ recording: Recording<Search.State, Search.Action>) -> Contender {
    Contender(label: "replay alone", operations: recording.count) {
      var replay: Replay<Search.State, Search.Action>?
      let elapsed = timed {
        replay = recording.replay(against: Search(), fingerprint: nil)
      }
      precondition(replay?.disagreement == nil && replay?.states.count == recording.count, "the replay disagreed")
      blackHole(replay)
      return elapsed
    }
  }

  /// `count` actions: a query typed, then its search's answer, over and over.
  static func searchSession(_ count: Int) -> Recording<Search.State, Search.Action> {
    Recording(
      startState: Search.State(),
      entries: (0..<count).map { step in
        step.isMultiple(of: 2)
          ? .init(action: .typed(step / 2), origin: .sent, time: .milliseconds(step))
          : .init(action: .loaded(step / 2), origin: .effect, time: .milliseconds(step))
      })
  }

  /// A search box: typing starts a search, cancelling the one before, whose answer fills
  /// the results.
  struct Search: Reducer {
    struct State: Sendable {
      var query = 0
      var results: [Int] = []
      var isLoading = false
    }

    enum Action: Sendable {
      case typed(Int)
      case loaded(Int)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .typed(let query):
        state.query = query
        state.isLoading = true
        return .run { send in send(.loaded(query)) }.cancellable(id: "search", cancelInFlight: true)
      case .loaded(let result):
        state.results = [result, result + 1]
        state.isLoading = false
        return .none
      }
    }
  }
}
