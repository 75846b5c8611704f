/// How a child action lives inside a parent action: a way to embed one and to extract one.
///
/// Composition routes parent actions to child reducers and lifts child effects into the
/// parent through action paths, without macros. Make a path from the enum case, in one
/// line where it is used:
///
/// ```swift
/// struct Parent: Reducer {
///   struct State: Equatable { var counter = Counter.State() }
///   enum Action: Equatable, Sendable {
///     case counter(Counter.Action)
///     case settingsTapped
///   }
///
///   var body: some Reducer<State, Action> {
///     Scope(state: \.counter, action: ActionPath(Action.counter)) { Counter() }
///   }
/// }
/// ```
///
/// Where several call sites must name the same path, declare it once as a static member, and
/// every API then takes it by that name: `Scope(state: \.counter, action: .counter)`,
/// `store.scope(state: \.counter, action: .counter)`, `testStore.receive(case: .counter)`.
///
/// ```swift
/// enum ParentAction: Equatable, Sendable {
///   case counter(Counter.Action)
///   case settingsTapped
/// }
///
/// extension ActionPath where Root == ParentAction, Value == Counter.Action {
///   static var counter: Self { ActionPath(Root.counter) }
/// }
/// ```
///
/// A path knows where it was created. That place is its identity: it keeps the
/// cancellation ids of the child it routes to apart from every sibling's, and lets a store
/// hand out the same child store for the same scope. A path made in a `body` is the same
/// place each time the body runs; make each path in a declaration or call of its own,
/// rather than in a helper that makes different paths at one line.
public struct ActionPath<Root, Value>: Sendable {
  /// Wraps a child action in the parent action.
  public let embed: @Sendable (Value) -> Root

  /// Returns the child action inside a parent action, or `nil` when it holds another one.
  public let extract: @Sendable (Root) -> Value?

  /// Where the path was created, and the paths it was appended from.
  @usableFromInline
  package let place: ActionPathIdentity

  /// Creates an action path from its two directions, for a path no case constructor
  /// describes; ``init(_:fileID:filePath:line:column:)`` makes one from the case alone.
  ///
  /// - Parameters:
  ///   - embed: Wraps a child action in the parent action, usually an enum case.
  ///   - extract: Returns the child action, or `nil` for any other parent action.
  ///   - fileID: Where the path is created: part of its identity.
  ///   - line: Where the path is created: part of its identity.
  ///   - column: Where the path is created: part of its identity.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      embed: embed,
      extract: extract,
      place: ActionPathIdentity(fileID: fileID, line: line, column: column)
    )
  }

  @usableFromInline
  init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    place: ActionPathIdentity
  ) {
    self.embed = embed
    self.extract = extract
    self.place = place
  }

  /// The path to an action inside this path's child action.
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State(), reducer: Feature())
  /// let detailCounter = ActionPath<Feature.Action, Detail.Action>.detail.appending(.counter)
  /// store.send(detailCounter.embed(.increment))
  /// ```
  ///
  /// - Parameter path: The path from this path's child action to a grandchild action.
  /// - Returns: The path from the parent action straight to the grandchild action.
  public func appending<Grandchild>(
    _ path: ActionPath<Value, Grandchild>
  ) -> ActionPath<Root, Grandchild> {
    let (outerEmbed, outerExtract) = (embed, extract)
    let (innerEmbed, innerExtract) = (path.embed, path.extract)
    return ActionPath<Root, Grandchild>(
      embed: { outerEmbed(innerEmbed($0)) },
      extract: { outerExtract($0).flatMap(innerExtract) },
      place: place.appending(path.place)
    )
  }

  /// Whether `action` holds a child action of this path.
  ///
  /// - Parameter action: A parent action.
  /// - Returns: `true` when ``extract`` finds a child action in it.
  public func matches(_ action: Root) -> Bool {
    extract(action) != nil
  }
}

extension ActionPath where Root == Value {
  /// The path from an action to itself: what a child store that shares its parent's actions
  /// uses.
  public static var identity: Self {
    ActionPath(embed: { $0 }, extract: { $0 })
  }
}
