/// Where the copies of a shared value live in a feature's state: a field, a child that may
/// be absent, a case of an enum, the rows of a list, the screens of a stack.
///
/// A sharing reducer visits every copy through it after each action, to bring the copies in
/// step and to close the screens whose element left the source. Build one by naming the way
/// down to the copy, one step at a time:
///
/// ```swift
/// struct Meeting: Identifiable, Equatable { let id: Int; var title: String }
/// struct Detail { var meeting: Meeting }
/// struct Screen { var detail: Detail? }
///
/// // The meeting of a detail screen, while it is shown:
/// var shown: SharedCopies<Screen, Meeting> { .ifPresent(\.detail, .field(\.meeting)) }
/// ```
public struct SharedCopies<Root, Value> {
  /// Reads every copy in visiting order.
  @usableFromInline package let read: (Root, (SeenCopy<Value>) -> Void) -> Void
  /// Visits every copy in place, closing the holder of each copy the visitor closes;
  /// returns ``CopyFate/close`` when `Root` itself must close, for a holder further up.
  @usableFromInline package let visit: (inout Root, CopyVisitor<Value>) -> CopyFate

  /// A view of copies built from the two ways to walk them.
  ///
  /// - Parameters:
  ///   - read: Calls its visitor with every copy, in order.
  ///   - visit: Calls its visitor with every copy in place, in the same order, and closes
  ///     each copy's holder the visitor closes.
  @inlinable package init(
    read: @escaping (Root, (SeenCopy<Value>) -> Void) -> Void,
    visit: @escaping (inout Root, CopyVisitor<Value>) -> CopyFate
  ) {
    self.read = read
    self.visit = visit
  }
}

/// A copy as a sharing reads it: its value, and whether the screen that holds it asks for
/// its element to leave the source.
@usableFromInline package struct SeenCopy<Value> {
  /// The copy's value.
  @usableFromInline package let value: Value
  /// Whether the screen removed the element it shows, for the sharing to remove from the
  /// source.
  @usableFromInline package let removesElement: Bool

  /// A copy read from a field or a holder.
  @inlinable package init(_ value: Value, removesElement: Bool = false) {
    self.value = value
    self.removesElement = removesElement
  }
}

/// What a sharing does to each copy it visits.
@usableFromInline package struct CopyVisitor<Value> {
  /// Whether `visit` would change or close the copy: a holder whose copies it would leave as
  /// they are is not written, so a list's rows keep their change stamps.
  @usableFromInline package let needsVisit: (Value) -> Bool
  /// Brings the copy in step, or says its holder closes.
  @usableFromInline package let visit: (inout Value) -> CopyFate

  /// A visitor made of its two parts.
  @inlinable package init(needsVisit: @escaping (Value) -> Bool, visit: @escaping (inout Value) -> CopyFate) {
    self.needsVisit = needsVisit
    self.visit = visit
  }
}

/// What becomes of a copy after a sharing visited it.
@usableFromInline package enum CopyFate {
  /// The copy stays.
  case keep
  /// The copy's screen closes: its element left the source.
  case close
}

extension SharedCopies {
  /// The copy at `path`.
  ///
  /// A plain field cannot close: a field that holds an element which leaves the source passes
  /// the closing to the holder above it, a presented child, a row or a screen.
  ///
  /// - Parameter path: The field that holds the copy.
  /// - Returns: The one copy at `path`.
  @inlinable public static func field(_ path: WritableKeyPath<Root, Value>) -> Self {
    Self(
      read: { root, body in body(SeenCopy(root[keyPath: path])) },
      visit: { root, visitor in visitor.visit(&root[keyPath: path]) })
  }

  /// The copies inside the value at `path`.
  ///
  /// - Parameters:
  ///   - path: The field that holds the value the copies live in.
  ///   - copies: Where the copies live in that value.
  /// - Returns: The copies of `copies`, reached through `path`.
  @inlinable public static func field<Child>(
    _ path: WritableKeyPath<Root, Child>, _ copies: SharedCopies<Child, Value>
  ) -> Self {
    Self(
      read: { root, body in copies.read(root[keyPath: path], body) },
      visit: { root, visitor in copies.visit(&root[keyPath: path], visitor) })
  }

  /// The copies inside the optional child at `path`, while it is there; a child closed by
  /// the sharing becomes `nil`.
  ///
  /// For a child held by `@PresentationState`, use `.presented` of the navigation module,
  /// which changes the child in place and keeps its presentation.
  ///
  /// - Parameters:
  ///   - path: The optional child.
  ///   - copies: Where the copies live in the child.
  /// - Returns: The copies of the child, none while it is absent.
  @inlinable public static func ifPresent<Child>(
    _ path: WritableKeyPath<Root, Child?>, _ copies: SharedCopies<Child, Value>
  ) -> Self {
    Self(
      read: { root, body in
        if let child = root[keyPath: path] { copies.read(child, body) }
      },
      visit: { root, visitor in
        guard root[keyPath: path] != nil else { return .keep }
        if copies.visit(&root[keyPath: path]!, visitor) == .close { root[keyPath: path] = nil }
        return .keep
      })
  }

  /// The copies inside one case of the enum `Root`, while it is in that case; a copy closed
  /// there closes the holder of the enum.
  ///
  /// - Parameters:
  ///   - path: The case, as a path into the enum.
  ///   - copies: Where the copies live in the case's value.
  /// - Returns: The copies of the case, none while the enum is in another.
  @inlinable public static func `case`<Case>(
    _ path: ActionPath<Root, Case>, _ copies: SharedCopies<Case, Value>
  ) -> Self {
    Self(
      read: { root, body in
        if let value = path.extract(root) { copies.read(value, body) }
      },
      visit: { root, visitor in
        guard var value = path.extract(root) else { return .keep }
        let fate = copies.visit(&value, visitor)
        root = path.embed(value)
        return fate
      })
  }

  /// The copies inside every row of the list at `path`; a row closed by the sharing is
  /// removed.
  ///
  /// - Parameters:
  ///   - path: The rows, as a `forEach` runs them.
  ///   - copies: Where the copies live in a row.
  /// - Returns: The copies of every row, in the rows' order.
  @inlinable public static func each<Row>(
    _ path: WritableKeyPath<Root, IdentifiedArray<Row>>, _ copies: SharedCopies<Row, Value>
  ) -> Self {
    Self(
      read: { root, body in
        for row in root[keyPath: path] { copies.read(row, body) }
      },
      visit: { root, visitor in
        let visited = root[keyPath: path].lazy
          .filter { copies.anyNeedsVisit(in: $0, by: visitor) }.map { $0.id }
        var closed: Set<Row.ID> = []
        for id in Array(visited) {
          let fate = root[keyPath: path].modify(id: id) { copies.visit(&$0, visitor) }
          if fate == .close { closed.insert(id) }
        }
        if !closed.isEmpty { root[keyPath: path].removeAll { closed.contains($0.id) } }
        return .keep
      })
  }

  /// Whether `visitor` would change or close any copy in `root`.
  @inlinable package func anyNeedsVisit(in root: Root, by visitor: CopyVisitor<Value>) -> Bool {
    var needs = false
    read(root) { needs = needs || visitor.needsVisit($0.value) }
    return needs
  }
}

extension SharedCopies where Root == Value {
  /// The value itself: the copy that a field, a child, a case or a row holds whole.
  ///
  /// ```swift
  /// struct Settings: Equatable { var isDark = false }
  /// struct Screen { var sheet: Settings? }
  ///
  /// var sheet: SharedCopies<Screen, Settings> { .ifPresent(\.sheet, .itself) }
  /// ```
  @inlinable public static var itself: Self {
    Self(read: { root, body in body(SeenCopy(root)) }, visit: { root, visitor in visitor.visit(&root) })
  }
}
