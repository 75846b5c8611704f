import Unidirectional
/// An optional child that a parent presents (a sheet, a popover, an alert), with the
/// identity of its presentation.
///
/// Declare it as a property wrapper on the parent's state; the property reads and writes
/// the child as an optional, and `$property` is this value, which the presentation reducer
/// and the store scope through:
///
/// ```swift
/// // Notes.State has `@PresentationState var editor: Editor.State?`.
/// var state = Notes.State()
/// state.editor = Editor.State()  // presents: presentation 1
/// state.editor?.title = "Draft"  // changes it in place: still presentation 1
/// state.editor? = Editor.State()  // a new value for the editor shown: still presentation 1
/// state.editor = Editor.State()  // a new editor: presentation 2; the first one's effects end
/// state.editor = nil  // dismisses
/// ```
///
/// Assigning a child presents it with a new ``PresentationID``, also over one already
/// shown: the old one's effects are cancelled and its late actions ignored. Two writes keep
/// the presentation: changing the shown child through optional chaining
/// (`state.editor?.title = …`, or `state.editor? = …`, which is how a test's expected state
/// says what the shown child became, a destination enum's case included), and assigning an
/// `Identifiable` child with the `id` of the one shown. Ids are minted by this value,
/// counting up from 1, so they are the same in every run and in a test's expected state; a
/// value made anew (a reset parent, a decoded session) counts from 1 again, and the
/// presentation reducer still tells its child apart from the one it replaced.
@propertyWrapper
public struct PresentationState<Child> {
  private var presented: Presentation?
  private var lastID: PresentationID
  /// Which value this is, for the presentation reducer; no part of equality.
  private(set) var lineage = ValueLineage()

  /// A presented child and its presentation's id.
  fileprivate struct Presentation {
    let id: PresentationID
    var child: Child
  }

  /// Creates a state that presents `child`, or nothing.
  ///
  /// - Parameter child: The child presented from the start, or `nil`.
  public init(wrappedValue child: Child? = nil) {
    lastID = 0
    if let child { present(child) }
  }

  /// The presented child, or `nil` when nothing is presented.
  ///
  /// Assigning a child presents it anew, with a new id, unless it is `Identifiable` with
  /// the `id` of the child shown; assigning `nil` dismisses. Changing the presented child
  /// in place keeps its presentation.
  public var wrappedValue: Child? {
    get { presented?.child }
    set {
      guard let newValue else { return presented = nil }
      if let shown = presented, Self.isSameChild(shown.child, newValue) {
        presented = Presentation(id: shown.id, child: newValue)
      } else {
        present(newValue)
      }
    }
    _modify {
      // The child moves out while the caller changes it, so the change happens in place.
      let id = presented?.id
      var child = presented.take()?.child
      defer {
        switch (id, child) {
        case (let id?, let child?): presented = Presentation(id: id, child: child)
        case (nil, let child?): present(child)
        case (_, nil): presented = nil
        }
      }
      yield &child
    }
  }

  /// This value: what `$property` gives the presentation reducer and the store.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// The id of the presentation shown now, or `nil` when nothing is presented.
  public var id: PresentationID? { presented?.id }

  /// The presentation shown now, told apart from any other: its id in this value, and
  /// which value that is.
  var shown: ShownPresentation? {
    presented.map { ShownPresentation(id: $0.id, lineage: ObjectIdentifier(lineage)) }
  }

  /// Presents `child` as a new presentation, replacing any child presented now.
  ///
  /// - Parameter child: The child to present.
  public mutating func present(_ child: Child) {
    lastID = PresentationID(rawValue: lastID.rawValue + 1)
    presented = Presentation(id: lastID, child: child)
  }

  /// Dismisses the presented child, if any.
  public mutating func dismiss() {
    presented = nil
  }

  /// The child while it is presented as `id`, `nil` once it is dismissed or replaced.
  func child(presentedAs id: PresentationID) -> Child? {
    self.id == id ? wrappedValue : nil
  }

  /// Whether `next` is the child `shown`, by `id`, for an `Identifiable` child.
  private static func isSameChild(_ shown: Child, _ next: Child) -> Bool {
    guard let shown = shown as? any Identifiable else { return false }
    return hasID(of: shown, as: next)
  }

  private static func hasID<Shown: Identifiable>(of shown: Shown, as next: Child) -> Bool {
    guard let next = next as? Shown else { return false }
    return shown.id == next.id
  }

  /// Changes the child presented as `id` in place and returns what `body` returns, or
  /// `nil` when that presentation is not shown.
  @usableFromInline
  mutating func modify<Result>(
    id: PresentationID, _ body: (inout Child) -> Result
  ) -> Result? {
    guard presented?.id == id else { return nil }
    return body(&presented!.child)
  }
}

extension PresentationState: CustomReflectable {
  /// The presentation's id and child, and the last id minted: what a test's diff shows.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["id": id as Any, "child": wrappedValue as Any, "lastID": lastID],
      displayStyle: .struct
    )
  }
}

extension PresentationState: Codable where Child: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, child, lastID
  }

  /// Reads a presentation written by ``encode(to:)``; a presented id above the last id
  /// minted is a `DecodingError`, since the next presentation would reuse it, and so is a
  /// last id that leaves no id for the next one.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    lastID = try container.decode(PresentationID.self, forKey: .lastID)
    guard lastID.rawValue < UInt.max else {
      throw DecodingError.dataCorruptedError(
        forKey: .lastID, in: container,
        debugDescription: "The last id minted, \(lastID), leaves no id for the next presentation.")
    }
    let id = try container.decodeIfPresent(PresentationID.self, forKey: .id)
    let child = try container.decodeIfPresent(Child.self, forKey: .child)
    switch (id, child) {
    case (nil, nil):
      presented = nil
    case (let id?, let child?) where id <= lastID && id.rawValue > 0:
      presented = Presentation(id: id, child: child)
    case (let id?, _?):
      throw DecodingError.dataCorruptedError(
        forKey: .id, in: container,
        debugDescription: "Presentation id \(id) is not between 1 and the last id minted, \(lastID).")
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .child, in: container,
        debugDescription: "A presentation needs both an id and a child, or neither.")
    }
  }

  /// Writes the presented id and child (absent when nothing is presented) and the last id
  /// minted.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(presented?.id, forKey: .id)
    try container.encodeIfPresent(presented?.child, forKey: .child)
    try container.encode(lastID, forKey: .lastID)
  }
}

extension PresentationState: Equatable where Child: Equatable {
  /// Whether both show the same child as the same presentation.
  ///
  /// The id the presentation mints next is bookkeeping and takes no part, as a stack's next
  /// id takes none: a child closed and rebuilt in a test's expected state
  /// (`StandupDetail.State(standup:)` with nothing presented) equals the one the feature
  /// dismissed, though its next presentation gets a fresh id.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where Child: Hashable {
  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(wrappedValue)
  }
}

extension PresentationState: Sendable where Child: Sendable {}
extension PresentationState.Presentation: Sendable where Child: Sendable {}

/// One presentation as the presentation reducer tells it from another: its id, and the
/// value that minted it (a value made anew mints ids from 1 again).
struct ShownPresentation: Equatable {
  let id: PresentationID
  let lineage: ObjectIdentifier
}

extension PresentationState {
  /// A presentation restored with its ids, as a printed test spells one: `child` shown as
  /// presentation `id`, with `lastID` the last id minted.
  ///
  /// Ids that disagree are made to agree rather than trusted: a child without an id gets the
  /// next one, and `lastID` is never below `id`.
  ///
  /// - Parameters:
  ///   - id: The presentation's id, `nil` when nothing is shown.
  ///   - lastID: The last id this value minted.
  ///   - child: The child shown, or `nil`.
  public init(restoringID id: PresentationID?, lastID: PresentationID, child: Child?) {
    self.init()
    self.lastID = max(lastID, id ?? lastID)
    guard let child else { return }
    if let id {
      presented = Presentation(id: id, child: child)
    } else {
      present(child)
    }
  }
}

extension PresentationState: SwiftSourceLiteralConvertible, PropertyWrapperSourceLiteral {
  /// The presentation with its ids, so a printed test restores the same presentation.
  package var swiftSourceLiteral: String {
    let id = self.id.map { swiftSourceLiteral(of: $0) } ?? "nil"
    let child = wrappedValue.map { Unidirectional.swiftSourceLiteral($0) } ?? "nil"
    return ".init(restoringID: \(id), lastID: \(swiftSourceLiteral(of: lastID)), child: \(child))"
  }

  /// The wrapper itself: the memberwise initializer takes a `PresentationState`.
  package var memberwiseArgumentLiteral: String { swiftSourceLiteral }

  private func swiftSourceLiteral(of id: PresentationID) -> String {
    ".init(rawValue: \(id.rawValue))"
  }
}
