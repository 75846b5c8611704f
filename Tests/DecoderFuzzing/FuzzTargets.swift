import ErrorHandling
import Foundation
import LoadingStates
import Paging
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalPersistence
import UnidirectionalRecording

/// Every decoder of data a user or a file supplies that the package ships, as fuzz targets.
package enum FuzzTargets {
  typealias Feed = FeatureSeeds.Feed
  typealias Profile = FeatureSeeds.Profile
  typealias Ticker = FeatureSeeds.Ticker

  /// The names of all targets, in the order a campaign runs them.
  package static var names: [String] { makers.map(\.name) }

  /// The target called `name`, its seeds made now: a child process makes only its own.
  package static func named(_ name: String) -> FuzzTarget? {
    makers.first { $0.name == name }?.make()
  }

  private static let makers: [(name: String, make: @Sendable () -> FuzzTarget)] = [
    ("AppError", { .codable("AppError", seeds: FeatureSeeds.errors) }),
    ("DataState", { .codable("DataState", seeds: dataStates) }),
    ("PagingDataState", { .codable("PagingDataState", seeds: pagingDataStates) }),
    ("IdentifiedArray", { .codable("IdentifiedArray", seeds: [IdentifiedArray(uniqueElements: Post.posts(1...4))]) }),
    ("PagingFeature.State", { .codable("PagingFeature.State", seeds: FeatureSeeds.feedStates, check: feedStateProblem) }),
    ("PagingFeature.Action", { .codable("PagingFeature.Action", seeds: FeatureSeeds.feedActions) }),
    ("LoadFeature.State", { .codable("LoadFeature.State", seeds: FeatureSeeds.profileStates, check: profileStateProblem) }),
    ("LoadFeature.Action", { .codable("LoadFeature.Action", seeds: FeatureSeeds.profileActions) }),
    ("StreamFeature.State", { .codable("StreamFeature.State", seeds: FeatureSeeds.tickerStates, check: tickerStateProblem) }),
    ("StreamFeature.Action", { .codable("StreamFeature.Action", seeds: FeatureSeeds.tickerActions) }),
    ("PresentationState", { .codable("PresentationState", seeds: presentations, check: presentationProblem) }),
    ("StackState", { .codable("StackState", seeds: stacks, check: stackProblem) }),
    ("StackAction", { .codable("StackAction", seeds: stackActions) }),
    ("PresentationAction", { .codable("PresentationAction", seeds: presentationActions) }),
    ("AlertState", { .codable("AlertState", seeds: alerts) }),
    ("Recording.PagingFeature", { recording("Recording.PagingFeature", FeatureSeeds.feedStates[0], FeatureSeeds.feedActions) }),
    ("Recording.LoadFeature", { recording("Recording.LoadFeature", FeatureSeeds.profileStates[0], FeatureSeeds.profileActions) }),
    ("Recording.JSONValue", { recordingAsJSON }),
    ("PersistentStorage.file", { PersistedTarget.file }),
    ("PersistentStorage.userDefaults", { PersistedTarget.userDefaults }),
  ]

  // MARK: - Seeds

  static let dataStates: [DataState<String, AppError>] =
    [.idle, .initialLoading, .success("Ada"), .loadingFailure(.network), .reLoading("Ada"), .retryLoading(.notFound),
     .reLoadingFailure("Ada", .rateLimited(retryAfter: .seconds(3)))]

  static let pagingDataStates: [PagingDataState<[Int], AppError>] =
    [.idle, .initialLoading, .success([1, 2]), .paging([1, 2]), .pagingFailure([1], .notFound),
     .loadingFailure(.validation(reason: "No.")), .reLoading([3]), .retryLoading(.network), .reLoadingFailure([1], .network)]

  static var presentations: [PresentationState<String>] {
    var shown = PresentationState<String>()
    shown.wrappedValue = "Details"
    var replaced = shown
    replaced.wrappedValue = "Other"
    return [PresentationState(), shown, replaced]
  }

  static var stacks: [StackState<String>] {
    var stack: StackState<String> = ["Root", "Details"]
    _ = stack.popLast()
    _ = stack.append("Settings")
    return [StackState(), ["Home"], stack]
  }

  static var stackActions: [StackAction<String, String>] {
    let ids = stacks[2].ids
    return [.push("Details"), .popToRoot] + ids.flatMap { [.element(id: $0, action: "tap"), .popFrom(id: $0), .popTo(id: $0)] }
  }

  static var presentationActions: [PresentationAction<String>] {
    presentations.compactMap(\.id).flatMap { [.presented(id: $0, action: "tap"), .dismiss(id: $0)] }
  }

  static let alerts: [AlertState<String>] = [
    AlertState(title: "Delete?", message: "It cannot be undone.", buttons: [.cancel("Keep"), ButtonState(role: .destructive, title: "Delete", action: "delete")]),
    AlertState(title: "Saved"),
  ]

  // MARK: - Checks

  /// Breaks of a decoded paging state: its bookkeeping, or a trap or break on any next
  /// action of the feed session, one after the other on the decoded state.
  static func feedStateProblem(_ state: Feed.State) -> String? {
    for maxPages in [nil, 3] {
      let feed = FeatureSeeds.feed(maxPages: maxPages)
      if maxPages == nil, let violation = feed.bookkeepingViolation(in: state) { return violation }
      var next = state
      let inFlight = state.requests.inFlight?.id ?? 0
      let actions: [Feed.Action] =
        [.responseReceived(requestID: inFlight, result: .success(Page(items: Post.posts(20...22), nextCursor: "n"))),
         .edit(.insert(Post(id: 90, title: "New"), at: 0)), .reachBottom, .reachTop, .refresh, .retry, .disappear, .appear]
        + FeatureSeeds.feedActions
      for action in actions {
        _ = feed.reduce(into: &next, action: action)
        if maxPages == nil, let violation = feed.bookkeepingViolation(in: next) { return "after \(action.name): \(violation)" }
      }
    }
    return nil
  }

  static func profileStateProblem(_ state: Profile.State) -> String? {
    var next = state
    let inFlight = state.requests.inFlight?.id ?? 0
    for action in [.responseReceived(requestID: inFlight, result: .success("New"))] + FeatureSeeds.profileActions {
      _ = FeatureSeeds.profile.reduce(into: &next, action: action)
    }
    return nil
  }

  static func tickerStateProblem(_ state: Ticker.State) -> String? {
    var next = state
    let id = if case .subscribed(let id) = state.subscription { id } else { 0 }
    for action in [.valueReceived(subscriptionID: id, value: "v"), .finished(subscriptionID: id)] + FeatureSeeds.tickerActions {
      _ = FeatureSeeds.ticker.reduce(into: &next, action: action)
    }
    return nil
  }

  static func presentationProblem(_ state: PresentationState<String>) -> String? {
    var next = state
    next.wrappedValue = "First"
    next.wrappedValue = "Second"
    return nil
  }

  static func stackProblem(_ state: StackState<String>) -> String? {
    var next = state
    _ = next.append("First")
    _ = next.append("Second")
    return nil
  }

  // MARK: - Recordings

  /// A target for any recording file read as `unidirectional-inspect` reads it, as
  /// `Recording<JSONValue, JSONValue>`, seeded with the paging feature's recording: a file
  /// read must also give an inspection page whose every step has a text.
  static var recordingAsJSON: FuzzTarget {
    let typed = recording("Recording.JSONValue", FeatureSeeds.feedStates[0], FeatureSeeds.feedActions)
    let read = recording("Recording.JSONValue", JSONValue.null, [JSONValue.null])
    return FuzzTarget(name: "Recording.JSONValue", seeds: typed.seeds) { data in
      let verdict = read.examine(data)
      guard case .accepted = verdict, let recording = try? Recording<JSONValue, JSONValue>(jsonLines: data) else {
        return verdict
      }
      let page = InspectionPage(recording)
      guard (0..<page.count).allSatisfy({ page.text(ofStep: $0) != nil }), page.html.hasSuffix("</html>\n") else {
        return .inconsistent("its inspection page lacks a step or its end")
      }
      return .accepted
    }
  }

  /// A target for a recording file of `start` and `actions`, read as `Recording(jsonLines:)`
  /// reads it: an error must be one line, and a recording read must write the same again.
  static func recording<State: Codable & Equatable & Sendable, Action: Codable & Equatable & Sendable>(
    _ name: String, _ start: State, _ actions: [Action]
  ) -> FuzzTarget {
    let entries = actions.enumerated().map { index, action in
      Recording<State, Action>.Entry(action: action, origin: index.isMultiple(of: 2) ? .sent : .effect, time: .milliseconds(index * 40))
    }
    let seed: Data
    do {
      seed = try Recording(startState: start, entries: entries).jsonLines()
    } catch {
      fatalError("the recording seed does not encode: \(error)")
    }
    return FuzzTarget(name: name, seeds: [seed]) { data in
      let recording: Recording<State, Action>
      do throws(RecordingFileError) {
        recording = try Recording<State, Action>(jsonLines: data)
      } catch {
        let line = error.description
        return line.contains("\n") ? .inconsistent("an error of several lines: \(FuzzTarget.oneLine(error))") : .rejected(line)
      }
      do {
        let again = try Recording<State, Action>(jsonLines: try recording.jsonLines())
        guard again.startState == recording.startState, again.entries.map(\.action) == recording.entries.map(\.action) else {
          return .inconsistent("differs from itself once written and read again")
        }
      } catch {
        return .inconsistent("does not read once written: \(FuzzTarget.oneLine(error))")
      }
      return .accepted
    }
  }
}
