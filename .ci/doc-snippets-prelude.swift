// The illustrative names that the `///` examples in Sources share, for .ci/check-doc-snippets:
// an example says `Counter()`, `api.posts(after:limit:)` or `logger` without declaring them,
// as a reader would expect of a fragment. Every name is public so the examples' targets see
// it; an example that declares a name of its own shadows the one here.
//
// Keep each type as small as the examples need; when an example fails to compile because
// it uses a name or case that is missing here, prefer making the example self-contained.
public import ErrorHandling
public import Foundation
#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif
public import LoadingStates
public import Paging
public import Unidirectional
public import UnidirectionalNavigation

// MARK: - Values

public struct Post: Identifiable, Equatable, Hashable, Sendable, Decodable {
  public let id: Int
  public var title: String
  public init(id: Int, title: String = "") { self.id = id; self.title = title }
}

public struct User: Equatable, Sendable, Decodable {
  public var name: String
  public init(name: String) { self.name = name }
  public static let stub = User(name: "Placeholder")
}

public struct Item: Identifiable, Equatable, Sendable, Decodable {
  public let id: Int
  public var price: Int
  public init(id: Int, price: Int) { self.id = id; self.price = price }
}

public struct Quote: Equatable, Sendable {
  public var price: Decimal
  public init(price: Decimal) { self.price = price }
}

public enum CancelID: Hashable, Sendable { case search, load, page }

// MARK: - Dependencies

/// A pretend backend.
public struct API: Sendable {
  public func fetchItems() async throws -> [Item] { [] }
  public func send(_ text: String) async throws {}
  public func posts(after cursor: String?, limit: Int) async throws -> Page<Post, String> {
    Page(items: [], nextCursor: nil)
  }
  public func currentUser() async throws -> User { User(name: "Ada") }
  public func profile() async throws -> User { User(name: "Ada") }
}
public let api = API()

public struct Logger: Sendable {
  public func error(_ message: String) { print(message) }
}
public let logger = Logger()

public struct Analytics: Sendable {
  public func track(_ event: String, _ properties: [String: String]) {}
}
public let analytics = Analytics()

public struct CrashReporter: Sendable {
  public func record(_ line: String) {}
}
public let crashReporter = CrashReporter()

public struct Market: Sendable {
  public func quotes(for symbol: String) -> AsyncThrowingStream<Quote, any Error> {
    AsyncThrowingStream { $0.finish() }
  }
}
public let market = Market()

public let session = URLSession.shared
public let url = URL(string: "https://api.example.com/items")!
public let feedURL = URL(string: "https://api.example.com/posts")!
public let request = URLRequest(url: url)
public func serverMessage(in data: Data) -> String? { String(data: data, encoding: .utf8) }

public func search(_ query: String) async throws -> [String] { [query] }
public func fetchItems() async throws -> [Item] { [] }
public func fetchUser() async throws -> User { User(name: "Ada") }
public func fetchPosts(_ request: PageRequest<String>) async throws -> Page<Post, String> {
  Page(items: [], nextCursor: nil)
}

// MARK: - Features

/// A counter: the smallest feature, and the child in the composition examples.
public struct Counter: Reducer {
  /// Hashable, as the state-space explorer's examples tell states apart by value.
  public struct State: Hashable, Sendable {
    public var count = 0
    public var loadID: Int?
    public init(count: Int = 0) { self.count = count }
  }
  public enum Action: Equatable, Sendable {
    case increment, decrement, incrementLater, incremented
    case load, loaded(id: Int, value: Int)
  }
  public init() {}
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment, .incremented: state.count += 1
    case .decrement: state.count -= 1
    case .incrementLater: return .send(.incremented)
    case .load: state.loadID = 0
    case .loaded(_, let value): state.loadID = nil; state.count = value
    }
    return .none
  }
}

/// A detail screen, the optional child in `ifLet` and `ActionPath.appending`.
public struct Detail: Reducer {
  public struct State: Equatable, Sendable {
    public var counter = Counter.State()
    public init() {}
  }
  public enum Action: Equatable, Sendable { case counter(Counter.Action) }
  public init() {}
  public var body: some Reducer<State, Action> {
    Scope(state: \.counter, action: .counter) { Counter() }
  }
}

extension ActionPath where Root == Detail.Action, Value == Counter.Action {
  public static var counter: Self {
    ActionPath(embed: Root.counter) { if case .counter(let a) = $0 { a } else { nil } }
  }
}

/// A row of a list, the element in `forEach`.
public struct Row: Reducer {
  public struct State: Equatable, Identifiable, Sendable {
    public let id: Int
    public var title = ""
    public var isLiked = false
    public init(id: Int) { self.id = id }
  }
  public enum Action: Equatable, Sendable { case like }
  public init() {}
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isLiked = true
    return .none
  }
}

/// The app of the composition examples: a counter, a detail, rows.
public enum AppAction: Equatable, Sendable {
  case counter(Counter.Action)
  case detail(Detail.Action)
  case settingsTapped
}

public struct AppState: Equatable, Sendable {
  public var counter = Counter.State()
  public var detail: Detail.State?
  public var totalTaps = 0
  public init() {}
}

extension ActionPath where Root == AppAction, Value == Counter.Action {
  public static var counter: Self {
    ActionPath(embed: AppAction.counter) { if case .counter(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath where Root == AppAction, Value == Detail.Action {
  public static var detail: Self {
    ActionPath(embed: AppAction.detail) { if case .detail(let a) = $0 { a } else { nil } }
  }
}

public let counterPath = ActionPath<AppAction, Counter.Action>.counter
public let childEffect = Effect<Counter.Action>.send(.increment)

/// The feature that reducer fragments (`case .refresh: …`, `var body …`) are part of.
public struct Feature: Reducer {
  public struct State: Equatable {
    public var isLoading = false
    public var query = ""
    public var items: [Item] = []
    public var error: AppError?
    public var errorText = ""
    public var alertAction: ErrorActionRole?
    public var posts: PagingDataState<[Post], AppError> = .idle
    public var nextCursor: String?
    public var counter = Counter.State()
    public var detail: Detail.State?
    public var rows: IdentifiedArray<Row.State> = []
    public var feed = PagingFeature<Post, String>.State()
    public var banner: String?
    /// What the feature submits, and where `presentingErrors` keeps its presentation.
    public var submission: DataState<User, AppError> = .idle
    public var presentedError: ErrorPresentation<Action>?
    public init() {}
  }

  public enum Action: Equatable {
    case refresh, reachBottom, loadTapped, submitTapped
    case queryChanged(String)
    case resultsLoaded([String])
    case itemsLoaded([Item])
    case loaded([Item])
    case loadFailed(AppError)
    case counter(Counter.Action)
    case detail(Detail.Action)
    case rows(IdentifiedAction<Row.State.ID, Row.Action>)
    case feed(PagingFeature<Post, String>.Action)
    case error(ErrorPresentationAction)
  }

  public let clock: any Clock<Duration>
  public let errorLogger: ErrorLogger
  public let isLoggingEnabled: Bool
  public init() {
    clock = ContinuousClock()
    errorLogger = .development()
    isLoggingEnabled = false
  }

  public func fetch(_ request: PageRequest<String>) async throws -> Page<Post, String> {
    try await fetchPosts(request)
  }
  public func fetchFirstPage() -> Effect<Action> { .none }
  public func fetchPage(after cursor: String) -> Effect<Action> { .none }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  /// The feature's own logic, for a `var body` that wraps it: `Reduce(respond)`.
  public func respond(_ state: inout State, _ action: Action) -> Effect<Action> { .none }
}

extension ActionPath where Root == Feature.Action, Value == Counter.Action {
  public static var counter: Self {
    ActionPath(embed: Root.counter) { if case .counter(let a) = $0 { a } else { nil } }
  }
}
extension ActionPath where Root == Feature.Action, Value == Detail.Action {
  public static var detail: Self {
    ActionPath(embed: Root.detail) { if case .detail(let a) = $0 { a } else { nil } }
  }
}
extension ActionPath where Root == Feature.Action, Value == IdentifiedAction<Row.State.ID, Row.Action> {
  public static var rows: Self {
    ActionPath(embed: Root.rows) { if case .rows(let a) = $0 { a } else { nil } }
  }
}
extension ActionPath where Root == Feature.Action, Value == PagingFeature<Post, String>.Action {
  public static var feed: Self {
    ActionPath(embed: Root.feed) { if case .feed(let a) = $0 { a } else { nil } }
  }
}
extension ActionPath where Root == Feature.Action, Value == ErrorPresentationAction {
  public static var error: Self {
    ActionPath(embed: Root.error) { if case .error(let a) = $0 { a } else { nil } }
  }
}

// MARK: - Navigation

/// A note editor, the presented child of the navigation examples.
public struct Editor: Reducer {
  public struct State: Equatable, Sendable {
    public var title = ""
    public init() {}
  }
  public enum Action: Equatable, Sendable {
    case titleChanged(String), saveTapped
    case delegate(Delegate)
  }
  public enum Delegate: Equatable, Sendable { case saved(String) }
  public init() {}
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .titleChanged(let title) = action { state.title = title }
    return .none
  }
}

/// A list of notes that presents an editor as a sheet.
public struct Notes: Reducer {
  public struct State: Equatable {
    @PresentationState public var editor: Editor.State?
    public init() {}
  }
  public enum Action: Equatable, Sendable {
    case addTapped
    case editor(PresentationAction<Editor.Action>)
  }
  public init() {}
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .addTapped = action { state.editor = Editor.State() }
      return .none
    }
    .ifLet(\.$editor, action: .editor) { Editor() }
  }
}

extension ActionPath where Root == Notes.Action, Value == PresentationAction<Editor.Action> {
  public static var editor: Self {
    ActionPath(embed: Root.editor) { if case .editor(let a) = $0 { a } else { nil } }
  }
}

/// The destinations of the navigation examples: an editor or an alert.
public struct Destination: Reducer {
  public enum State: Equatable, Sendable {
    case editor(Editor.State)
    case alert(AlertState<Alert>)
  }
  public enum Action: Equatable, Sendable {
    case editor(Editor.Action)
    case alert(Alert)
  }
  public enum Alert: Equatable, Sendable { case confirmDelete }
  public init() {}
  public var body: some Reducer<State, Action> {
    ScopeCase(state: .editor, action: .editor) { Editor() }
  }
}

extension CasePath where Root == Destination.State, Value == Editor.State {
  public static var editor: Self {
    CasePath(embed: Root.editor) { if case .editor(let s) = $0 { s } else { nil } }
  }
}

extension ActionPath where Root == Destination.Action, Value == Editor.Action {
  public static var editor: Self {
    ActionPath(embed: Root.editor) { if case .editor(let a) = $0 { a } else { nil } }
  }
}

/// A settings screen, a kind of screen of the stack examples.
public struct Settings: Reducer {
  public struct State: Equatable, Sendable {
    public var isOn = false
    public init() {}
  }
  public enum Action: Equatable, Sendable { case toggled }
  public init() {}
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isOn.toggle()
    return .none
  }
}

/// The screens of a navigation stack in the examples: a detail or the settings.
public struct Path: Reducer {
  public enum State: Equatable, Sendable {
    case detail(Detail.State)
    case settings(Settings.State)
  }
  public enum Action: Equatable, Sendable {
    case detail(Detail.Action)
    case settings(Settings.Action)
  }
  public init() {}
  public var body: some Reducer<State, Action> {
    ScopeCase(state: .detail, action: .detail) { Detail() }
    ScopeCase(state: .settings, action: .settings) { Settings() }
  }
}

extension CasePath where Root == Path.State, Value == Detail.State {
  public static var detail: Self {
    CasePath(embed: Root.detail) { if case .detail(let s) = $0 { s } else { nil } }
  }
}

extension CasePath where Root == Path.State, Value == Settings.State {
  public static var settings: Self {
    CasePath(embed: Root.settings) { if case .settings(let s) = $0 { s } else { nil } }
  }
}

extension ActionPath where Root == Path.Action, Value == Detail.Action {
  public static var detail: Self {
    ActionPath(embed: Root.detail) { if case .detail(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath where Root == Path.Action, Value == Settings.Action {
  public static var settings: Self {
    ActionPath(embed: Root.settings) { if case .settings(let a) = $0 { a } else { nil } }
  }
}

// MARK: - HTTP

/// The JSON a paged endpoint answers with.
public struct FeedResponse: Decodable, Sendable {
  public let items: [Post]
  public let nextCursor: String?
}

public let clock = ContinuousClock()
