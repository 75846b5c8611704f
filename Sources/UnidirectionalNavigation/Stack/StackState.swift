import Unidirectional
/// The screens of a navigation stack, bottom first, each with an id the stack minted.
///
/// It is plain data: build a deep link or restore a session by building the stack value,
/// and it is `Codable` when its screens are. Pushing and popping the top screen are O(1);
/// finding a screen by id is O(1) for the top one and O(log *n*) for any other, since ids
/// grow from the bottom of the stack to its top.
///
/// ```swift
/// var path = StackState<Path.State>()
/// path.append(.detail(Detail.State()))  // pushed as id 0
/// path.append(.settings(Settings.State()))  // id 1
/// path.popFrom(id: 1)  // back to the detail screen
/// ```
///
/// Ids count up from 0 in each stack value, so they are the same in every run and in a
/// test's expected state. A screen popped and pushed again gets a new id. A stack value
/// made anew (a deep link assigned over the stack, a decoded session) counts from 0 again;
/// the stack reducer tells it from the stack it replaced and cancels every screen of the
/// old one.
public struct StackState<Element> {
  private var storedIDs: [StackElementID]
  private var elements: [Element]
  /// The id the next pushed screen gets.
  private var nextID: StackElementID
  /// Which value this is, for the stack reducer; no part of equality.
  private var lineage = ValueLineage()

  /// Creates an empty stack: only the root view shows.
  public init() {
    self.init([])
  }

  /// Creates a stack of `elements`, bottom first, with ids 0, 1, 2…
  ///
  /// - Parameter elements: The screens, the root's first push first.
  public init(_ elements: some Sequence<Element>) {
    self.elements = Array(elements)
    storedIDs = self.elements.indices.map { StackElementID(rawValue: UInt($0)) }
    nextID = StackElementID(rawValue: UInt(self.elements.count))
  }

  /// The screens' ids, bottom first; always increasing.
  public var ids: [StackElementID] { storedIDs }

  /// The position of the screen with `id`, or `nil` when no screen has it.
  ///
  /// - Complexity: O(1) for the top screen, O(log *n*) for the others.
  func index(of id: StackElementID) -> Int? {
    if let last = storedIDs.last, last == id { return storedIDs.count - 1 }
    return storedIDs.position(ofSorted: id)
  }

  /// The screen with `id`, or `nil` when the stack has none; setting `nil` pops that
  /// screen alone, and a screen is changed in place.
  ///
  /// - Parameter id: The screen's id.
  public subscript(id id: StackElementID) -> Element? {
    get { index(of: id).map { elements[$0] } }
    _modify {
      guard let index = index(of: id) else {
        var absent: Element? = nil
        yield &absent
        return
      }
      var element: Element? = elements[index]
      yield &element
      if let element { elements[index] = element } else { remove(at: index) }
    }
  }

  /// Pushes `element` on top with a new id.
  ///
  /// - Parameter element: The screen to push.
  /// - Returns: The id the stack minted for it.
  /// - Complexity: O(1), amortized.
  @discardableResult
  public mutating func append(_ element: Element) -> StackElementID {
    let id = nextID
    nextID = StackElementID(rawValue: id.rawValue + 1)
    storedIDs.append(id)
    elements.append(element)
    return id
  }

  /// Pops the top screen.
  ///
  /// - Returns: The popped screen, or `nil` when the stack is empty.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func popLast() -> Element? {
    guard !elements.isEmpty else { return nil }
    storedIDs.removeLast()
    return elements.removeLast()
  }

  /// Pops the screen with `id` and every screen above it.
  ///
  /// - Parameter id: The lowest screen to pop.
  /// - Returns: Whether the stack had a screen with `id`.
  /// - Complexity: O(log *n* + *k*), where *k* is the number of screens popped.
  @discardableResult
  public mutating func popFrom(id: StackElementID) -> Bool {
    poppingIDs(from: id) != nil
  }

  /// Pops the screen with `id` and every screen above it, and returns their ids, or `nil`
  /// when the stack has no screen with `id`.
  mutating func poppingIDs(from id: StackElementID) -> [StackElementID]? {
    index(of: id).map { removeSuffix(from: $0) }
  }

  /// Pops every screen above the one with `id`, and returns their ids, or `nil` when the
  /// stack has no screen with `id`.
  mutating func poppingIDs(above id: StackElementID) -> [StackElementID]? {
    index(of: id).map { removeSuffix(from: $0 + 1) }
  }

  /// Pops every screen above the one with `id`.
  ///
  /// - Parameter id: The screen that ends on top.
  /// - Returns: Whether the stack had a screen with `id`.
  /// - Complexity: O(log *n* + *k*), where *k* is the number of screens popped.
  @discardableResult
  public mutating func popTo(id: StackElementID) -> Bool {
    poppingIDs(above: id) != nil
  }

  /// Pops every screen.
  public mutating func removeAll() {
    poppingAllIDs()
  }

  /// Pops every screen and returns their ids.
  @discardableResult
  mutating func poppingAllIDs() -> [StackElementID] {
    removeSuffix(from: 0)
  }

  /// Removes the screens from `index` up and returns their ids.
  @discardableResult
  private mutating func removeSuffix(from index: Int) -> [StackElementID] {
    let removed = Array(storedIDs[index...])
    storedIDs.removeSubrange(index...)
    elements.removeSubrange(index...)
    return removed
  }

  private mutating func remove(at index: Int) {
    storedIDs.remove(at: index)
    elements.remove(at: index)
  }

  /// Changes the screen with `id` in place and returns what `body` returns, or `nil` when
  /// the stack has no such screen.
  @usableFromInline
  mutating func modify<Result>(
    id: StackElementID, _ body: (inout Element) -> Result
  ) -> Result? {
    guard let index = index(of: id) else { return nil }
    return body(&elements[index])
  }

  /// What the stack reducer keeps of a stack across a step to learn whether screens left
  /// it: which value it is, its count and its next id.
  struct Signature: Equatable {
    let lineage: ObjectIdentifier
    let count: Int
    let nextID: StackElementID

    /// How many screens left between `self` and `later`, a signature of the same value;
    /// `nil` when `later` is a stack made anew, whose ids say nothing of this one's.
    ///
    /// Every push adds one screen and one id, and ids are only ever added, so the screens
    /// pushed minus the screens still there are the screens that left.
    func screensRemoved(before later: Signature) -> Int? {
      guard lineage == later.lineage else { return nil }
      let pushed = Int(later.nextID.rawValue - nextID.rawValue)
      return count + pushed - later.count
    }
  }

  /// This stack's signature.
  ///
  /// - Complexity: O(1).
  var signature: Signature {
    Signature(lineage: ObjectIdentifier(lineage), count: storedIDs.count, nextID: nextID)
  }
}

extension StackState: RandomAccessCollection {
  /// The position of the bottom screen.
  public var startIndex: Int { elements.startIndex }

  /// The position after the top screen.
  public var endIndex: Int { elements.endIndex }

  /// The screen at `position`, counted from the bottom.
  ///
  /// - Parameter position: A position of the stack.
  public subscript(position: Int) -> Element { elements[position] }
}

extension StackState: ExpressibleByArrayLiteral {
  /// Creates a stack of the listed screens, bottom first, with ids 0, 1, 2…
  ///
  /// - Parameter elements: The screens.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: CustomReflectable {
  /// The screens by id, bottom first, and the next id: what a test's diff shows.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: zip(storedIDs, elements).map { (label: "#\($0.0)", value: $0.1 as Any) }
        + [(label: "nextID", value: nextID as Any)],
      displayStyle: .struct
    )
  }
}

extension StackState: Codable where Element: Codable {
  private enum CodingKeys: String, CodingKey {
    case screens, nextID
  }

  private struct Screen: Codable {
    let id: StackElementID
    let state: Element
  }

  /// Reads a stack written by ``encode(to:)``. Ids that do not increase from the bottom up,
  /// or that are not below `nextID`, are a `DecodingError`: a pushed screen would reuse one.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let screens = try container.decode([Screen].self, forKey: .screens)
    nextID = try container.decode(StackElementID.self, forKey: .nextID)
    guard nextID.rawValue < UInt.max else {
      throw DecodingError.dataCorruptedError(
        forKey: .nextID, in: container,
        debugDescription: "nextID \(nextID) leaves no id for the next screen.")
    }
    storedIDs = screens.map(\.id)
    elements = screens.map(\.state)
    let ordered = zip(storedIDs, storedIDs.dropFirst()).allSatisfy { $0 < $1 }
    guard ordered, storedIDs.last.map({ $0 < nextID }) ?? true else {
      throw DecodingError.dataCorruptedError(
        forKey: .screens, in: container,
        debugDescription: """
          Stack ids must increase from the bottom screen up and stay below nextID \
          (\(nextID)); got \(storedIDs.map(\.rawValue)).
          """)
    }
  }

  /// Writes the screens, bottom first, each with its id, and the next id.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(
      zip(storedIDs, elements).map { Screen(id: $0.0, state: $0.1) }, forKey: .screens)
    try container.encode(nextID, forKey: .nextID)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Whether both hold the same screens with the same ids.
  ///
  /// The id the stack mints next is bookkeeping and takes no part: a stack emptied by pops
  /// equals `StackState()`, as in TCA, though its next push gets a fresh id.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storedIDs == rhs.storedIDs && lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storedIDs)
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState {
  /// A stack restored with its ids, as a printed test spells one: `elements` bottom first,
  /// shown as screens `ids`, with `nextID` the id the next push gets.
  ///
  /// Ids that cannot be a stack's are made to be rather than trusted: when their count is
  /// not the elements' or they do not increase, the screens get ids 0, 1, 2…; `nextID` is
  /// never at or below an id in use.
  ///
  /// - Parameters:
  ///   - ids: The screens' ids, bottom first.
  ///   - elements: The screens, bottom first.
  ///   - nextID: The id the next push gets.
  public init(restoringIDs ids: [StackElementID], elements: [Element], nextID: StackElementID) {
    self.init(elements)
    let increases = zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }
    guard ids.count == elements.count, increases else { return }
    storedIDs = ids
    self.nextID = Swift.max(nextID, ids.last.map { StackElementID(rawValue: $0.rawValue + 1) } ?? nextID)
  }
}

extension StackState: SwiftSourceLiteralConvertible {
  /// The stack with its ids, so a printed test restores the same screens.
  package var swiftSourceLiteral: String {
    let ids = storedIDs.map { ".init(rawValue: \($0.rawValue))" }.joined(separator: ", ")
    let screens = elements.map { Unidirectional.swiftSourceLiteral($0) }.joined(separator: ", ")
    return ".init(restoringIDs: [\(ids)], elements: [\(screens)], nextID: .init(rawValue: \(nextID.rawValue)))"
  }
}
