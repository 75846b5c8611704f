extension ActionPath {
  /// Creates the path to an enum case from the case itself: one line, no closure.
  ///
  /// The path finds the case in a root value from the runtime's description of the enum, so
  /// pass the case's constructor, as `Root.counter`, and nothing else:
  ///
  /// ```swift
  /// struct Parent: Reducer {
  ///   struct State: Equatable { var counter = Counter.State() }
  ///   enum Action: Equatable, Sendable { case counter(Counter.Action) }
  ///
  ///   var body: some Reducer<State, Action> {
  ///     Scope(state: \.counter, action: ActionPath(Action.counter)) { Counter() }
  ///   }
  /// }
  /// ```
  ///
  /// A case with several values, as `case moved(from: Int, to: Int)`, gives a path to their
  /// tuple: `ActionPath(Action.moved)` extracts `(3, 5)` from `.moved(from: 3, to: 5)`.
  /// Where two cases carry the same type, as `.won(Int)` and `.lost(Int)`, the path learns
  /// its own case from `embed` the first time it meets either. A path whose `Root` is not an
  /// enum, or has no case that carries a `Value`, as one made from a closure that converts
  /// its value, extracts nothing and says so once on standard error, naming this call.
  ///
  /// - Parameters:
  ///   - embed: The case, as `Root.counter`.
  ///   - fileID: Where the path is created: part of its identity.
  ///   - filePath: Where the path is created: named by a problem it reports.
  ///   - line: Where the path is created: part of its identity.
  ///   - column: Where the path is created: part of its identity.
  @inlinable
  public init(
    _ embed: @escaping @Sendable (Value) -> Root,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(
      embed: embed,
      extract: Self.extractor(embedding: embed, reportingAt: location),
      place: ActionPathIdentity(fileID: fileID, line: line, column: column)
    )
  }

  /// The extraction a one-line path runs: what its ``CaseLookup`` found, as a closure.
  @inlinable
  static func extractor(
    embedding embed: @escaping @Sendable (Value) -> Root,
    reportingAt location: SourceCodeLocation
  ) -> @Sendable (Root) -> Value? {
    switch CaseLookup.of(Root.self, to: Value.self) {
    case .one(let metadata, let candidate):
      return { root in
        guard metadata.tag(of: root) == candidate.tag else { return nil }
        return metadata.payload(
          of: root,
          tag: candidate.tag,
          isIndirect: candidate.isIndirect,
          as: Value.self
        )
      }
    case .several(let metadata, let candidates):
      let learned = AtomicWord(.max)
      return { root in
        let tag = metadata.tag(of: root)
        guard let candidate = candidates.first(where: { $0.tag == tag }) else { return nil }
        let known = learned.load()
        guard known == .max || known == UInt64(tag) else { return nil }
        let value = metadata.payload(
          of: root, tag: tag, isIndirect: candidate.isIndirect, as: Value.self)
        guard known == .max else { return value }
        let own = metadata.tag(of: embed(value))
        learned.store(UInt64(own))
        return own == tag ? value : nil
      }
    case .none(let reason):
      CaseLookup.reportOnce(
        "ActionPath(_:) finds no case: \(reason). Pass a case's constructor, as ActionPath(Action.child).",
        at: location
      )
      return { _ in nil }
    }
  }
}

extension ActionPath where Value == Void, Root: Sendable {
  /// Creates the path to an enum case without a payload, from the case itself.
  ///
  /// The label tells it from ``init(_:fileID:filePath:line:column:)``, whose case is a
  /// constructor.
  ///
  /// ```swift
  /// enum Phase: Equatable, Sendable { case signedOut, signedIn(String) }
  ///
  /// let signedOut = ActionPath(case: Phase.signedOut)
  /// signedOut.matches(.signedOut)  // true
  /// signedOut.matches(.signedIn("blob"))  // false
  /// ```
  ///
  /// - Parameters:
  ///   - root: The case, as `Phase.signedOut`.
  ///   - fileID: Where the path is created: part of its identity.
  ///   - filePath: Where the path is created: named by a problem it reports.
  ///   - line: Where the path is created: part of its identity.
  ///   - column: Where the path is created: part of its identity.
  @inlinable
  public init(
    case root: Root,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(
      embed: { _ in root },
      extract: Self.extractor(matching: root, reportingAt: location),
      place: ActionPathIdentity(fileID: fileID, line: line, column: column)
    )
  }

  /// The extraction of a path to a case without a payload: the root value's tag.
  @inlinable
  static func extractor(
    matching root: Root,
    reportingAt location: SourceCodeLocation
  ) -> @Sendable (Root) -> Void? {
    switch CaseLookup.payloadlessCase(of: root) {
    case .success(let found):
      return { found.metadata.tag(of: $0) == found.tag ? () : nil }
    case .failure(let problem):
      CaseLookup.reportOnce(
        "ActionPath(case:) finds no case: \(problem.reason).",
        at: location
      )
      return { _ in nil }
    }
  }
}
