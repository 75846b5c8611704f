/// Appends the dump of a value to one growing buffer, tracking indentation and the objects on
/// the path from the root so that reference cycles end.
///
/// Written beside a counterpart, another version of the value, it walks the two in step and
/// writes a short stand-in for each part that is equal in both without dumping it: a
/// ``Fingerprinted`` part whose fingerprints are equal (`Feed(… unchanged)`), and the runs of
/// elements a ``ChangeTrackingCollection`` knows to be equal (`… 9999 unchanged elements`).
/// The counterpart's writer, written beside this value, makes the same choices at the same
/// places, so the two dumps line up for ``lineDiff(_:_:)`` and cost what differs.
struct DumpWriter {
  /// A field of a block: its label, its value, and the value at the same place in the
  /// counterpart, if it has one.
  typealias Field = (label: String?, value: Any, counterpart: Any?)

  /// A counterpart's value and mirror, of the same type and display style as the value
  /// written beside it.
  private typealias Counterpart = (value: Any, mirror: Mirror)

  private(set) var output = ""
  private var indentation = ""
  private var ancestors: Set<ObjectIdentifier> = []

  init() {}

  /// A writer for a value that will be placed one level deeper than `parent`'s current line.
  private init(nestedIn parent: DumpWriter) {
    indentation = parent.indentation + "  "
    ancestors = parent.ancestors
  }

  /// Writes the dump of `value`; beside `counterpart`, with a stand-in for each part known to
  /// be equal in both.
  mutating func write(_ value: Any, beside counterpart: Any? = nil) {
    if let counterpart, let fingerprinted = value as? any Fingerprinted,
      fingerprinted.hasFingerprint(of: counterpart)
    {
      writeUnchanged(fingerprinted)
      return
    }
    switch Shape(of: value) {
    case .scalar(let text):
      output += text
    case .multilineString(let string):
      writeMultilineString(string)
    case .structure(let value, let mirror):
      let counterpart = counterpart.flatMap { Self.counterpart($0, matching: value, mirror) }
      writeStructure(of: value, mirror, beside: counterpart)
    }
  }

  /// The counterpart's value and mirror when it is a structure of the same type and display
  /// style as `value`, so that their children pair up; `nil` otherwise.
  private static func counterpart(
    _ counterpart: Any,
    matching value: Any,
    _ mirror: Mirror
  ) -> Counterpart? {
    guard case .structure(let other, let otherMirror) = Shape(of: counterpart),
      type(of: other) == type(of: value), otherMirror.displayStyle == mirror.displayStyle
    else { return nil }
    return (other, otherMirror)
  }

  /// Writes a short stand-in for a value equal to its counterpart: its type or case and
  /// `… unchanged`, or `[… n unchanged elements]` for a collection. A value without children
  /// costs no more to write than its stand-in, so it is written as it is.
  private mutating func writeUnchanged(_ value: any Fingerprinted) {
    let mirror = Mirror(reflecting: value)
    guard let first = mirror.children.first else {
      write(value)
      return
    }
    switch mirror.displayStyle {
    case .collection, .set, .dictionary:
      output += "[" + Self.unchangedElements(mirror.children.count) + "]"
    case .enum:
      output += "." + (first.label ?? "") + "(… unchanged)"
    case .tuple:
      output += "(… unchanged)"
    default:
      output += typeName(of: value) + "(… unchanged)"
    }
  }

  /// The stand-in for `count` elements equal in both values: `… 3 unchanged elements`.
  private static func unchangedElements(_ count: Int) -> String {
    "… \(count) unchanged element" + (count == 1 ? "" : "s")
  }

  private mutating func writeStructure(
    of value: Any,
    _ mirror: Mirror,
    beside counterpart: Counterpart?
  ) {
    switch mirror.displayStyle {
    case .enum:
      writeEnumCase(of: value, mirror, beside: counterpart)
    case .collection:
      writeCollection(value, mirror, beside: counterpart)
    case .set:
      let elements = mirror.children.map { nestedDump(of: $0.value) }.sorted()
      writeBlock(open: "[", close: "]", empty: "[]", elements) { $0.output += $1 }
    case .dictionary:
      writeDictionary(mirror)
    case .tuple:
      let elements = PairedChildren(mirror.children, beside: counterpart?.mirror.children)
      writeFields(open: "(", close: ")", elements.relabeled(tupleLabel))
    case .class:
      writeObject(value, mirror, beside: counterpart)
    default:
      let name = typeName(of: value)
      let fields = PairedChildren(mirror.children, beside: counterpart?.mirror.children)
      writeFields(open: name + "(", close: ")", fields)
    }
  }

  /// Writes `.case`, then its payload; a counterpart in the same case pairs its payload's
  /// values with these.
  private mutating func writeEnumCase(
    of value: Any,
    _ mirror: Mirror,
    beside counterpart: Counterpart?
  ) {
    guard let payload = mirror.children.first, let name = payload.label else {
      output += String(describing: value)
      return
    }
    output += "." + name
    let otherPayload = counterpart?.mirror.children.first.flatMap { other in
      other.label == name ? other.value : nil
    }
    let payloadMirror = Mirror(reflecting: payload.value)
    if payloadMirror.displayStyle == .tuple {
      let otherValues = otherPayload.map { Mirror(reflecting: $0).children }
      let values = PairedChildren(payloadMirror.children, beside: otherValues)
      writeFields(open: "(", close: ")", values.relabeled { $0.hasPrefix(".") ? nil : $0 })
    } else if case .scalar(let text) = Shape(of: payload.value) {
      output += "(\(text))"
    } else {
      let field: Field = (label: nil, value: payload.value, counterpart: otherPayload)
      writeFields(open: "(", close: ")", CollectionOfOne(field))
    }
  }

  /// Writes `[0]: element` lines, each beside the counterpart's element at the same
  /// position; or, when the collection can tell which elements differ from the
  /// counterpart's, those elements alone, and a stand-in for each run of equal ones.
  private mutating func writeCollection(
    _ value: Any,
    _ mirror: Mirror,
    beside counterpart: Counterpart?
  ) {
    if let counterpart, let tracking = value as? any ChangeTrackingCollection,
      let items = tracking.dumpItems(beside: counterpart.value)
    {
      writeBlock(open: "[", close: "]", empty: "[]", items) { writer, item in
        switch item {
        case .element(let offset, let element, let otherElement):
          writer.output += "[\(offset)]: "
          writer.write(element, beside: otherElement)
        case .unchanged(let count):
          writer.output += Self.unchangedElements(count)
        }
      }
      return
    }
    let elements = PairedChildren(mirror.children, beside: counterpart?.mirror.children)
    writeBlock(open: "[", close: "]", empty: "[]", elements.enumerated()) {
      $0.output += "[\($1.offset)]: "
      $0.write($1.element.value, beside: $1.element.counterpart)
    }
  }

  private mutating func writeDictionary(_ mirror: Mirror) {
    let entries = mirror.children.compactMap { entry -> (key: String, value: Any)? in
      let parts = Array(Mirror(reflecting: entry.value).children)
      guard parts.count == 2 else { return nil }
      return (nestedDump(of: parts[0].value), parts[1].value)
    }
    let sorted = entries.sorted { $0.key < $1.key }
    writeBlock(open: "[", close: "]", empty: "[:]", sorted) {
      $0.output += $1.key + ": "
      $0.write($1.value)
    }
  }

  private mutating func writeObject(
    _ object: Any,
    _ mirror: Mirror,
    beside counterpart: Counterpart?
  ) {
    let name = typeName(of: object)
    let identifier = ObjectIdentifier(object as AnyObject)
    guard ancestors.insert(identifier).inserted else {
      output += name + "(↩︎)"
      return
    }
    let fields = PairedChildren(
      Self.fieldsWithInheritedFirst(mirror),
      beside: counterpart.map { Self.fieldsWithInheritedFirst($0.mirror) }
    )
    writeFields(open: name + "(", close: ")", fields)
    ancestors.remove(identifier)
  }

  /// An object's fields, those of its superclasses first.
  private static func fieldsWithInheritedFirst(_ mirror: Mirror) -> some Sequence<Mirror.Child> {
    sequence(first: mirror, next: \.superclassMirror).reversed().lazy.flatMap(\.children)
  }

  /// Writes `label: value` lines, or just the value for a field without a label.
  private mutating func writeFields(
    open: String,
    close: String,
    _ fields: some Sequence<Field>
  ) {
    writeBlock(open: open, close: close, empty: open + close, fields) { writer, field in
      if let label = field.label {
        writer.output += label + ": "
      }
      writer.write(field.value, beside: field.counterpart)
    }
  }

  /// Writes `open`, one indented line per item separated by commas, and `close` on a line of
  /// its own; or `empty` when there are no items.
  private mutating func writeBlock<Items: Sequence>(
    open: String,
    close: String,
    empty: String,
    _ items: Items,
    writeItem: (inout DumpWriter, Items.Element) -> Void
  ) {
    let outerIndentation = indentation
    indentation += "  "
    var isEmpty = true
    for item in items {
      output += isEmpty ? open : ","
      isEmpty = false
      startLine()
      writeItem(&self, item)
    }
    indentation = outerIndentation
    if isEmpty {
      output += empty
    } else {
      startLine()
      output += close
    }
  }

  private mutating func writeMultilineString(_ string: String) {
    output += "\"\"\""
    for line in string.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty {
        output += "\n"
      } else {
        startLine()
        appendEscaped(line, insideMultilineLiteral: true, to: &output)
      }
    }
    startLine()
    output += "\"\"\""
  }

  /// The name of the value's type as ``TypeNames`` gives it: `Counter.State`.
  private func typeName(of value: Any) -> String {
    TypeNames.name(of: type(of: value))
  }

  private mutating func startLine() {
    output += "\n"
    output += indentation
  }

  /// The dump of a value that goes one level deeper than the current line, such as a
  /// dictionary key or a set element, which must be sorted before it is written.
  private func nestedDump(of value: Any) -> String {
    var writer = DumpWriter(nestedIn: self)
    writer.write(value)
    return writer.output
  }
}

/// The children of a mirror, each with the child at the same position among a counterpart's
/// children, if there is one there.
private struct PairedChildren<Children: Sequence<Mirror.Child>>: Sequence, IteratorProtocol {
  private var children: Children.Iterator
  private var counterparts: Children.Iterator?

  init(_ children: Children, beside counterparts: Children?) {
    self.children = children.makeIterator()
    self.counterparts = counterparts?.makeIterator()
  }

  mutating func next() -> DumpWriter.Field? {
    guard let child = children.next() else { return nil }
    return (label: child.label, value: child.value, counterpart: counterparts?.next()?.value)
  }

  /// The same fields with each label changed by `relabel`; `nil` drops the label.
  func relabeled(
    _ relabel: @escaping (String) -> String?
  ) -> some Sequence<DumpWriter.Field> {
    lazy.map { field in
      (label: field.label.flatMap(relabel), value: field.value, counterpart: field.counterpart)
    }
  }
}

/// How a value is written: as one line of text, as a multi-line string literal, or field by
/// field. Optionals are looked through, so `nil` is a scalar and a wrapped value has the shape
/// of that value.
private enum Shape {
  case scalar(String)
  case multilineString(String)
  case structure(Any, Mirror)

  init(of value: Any) {
    switch value {
    case let string as String:
      self = Shape(string: string)
    case let integer as Int:  // The most common scalar, printed without the cost of a `Mirror`.
      self = .scalar(String(integer))
    case let substring as Substring:
      self = Shape(string: String(substring))
    case let duration as Duration:
      self = .scalar(durationLiteral(duration))
    case let representable as any StructuralDumpRepresentable:
      self = Shape(of: value, replacedBy: representable.structuralDumpValue)
    default:
      self = Shape(of: value, Mirror(reflecting: value))
    }
  }

  /// The shape of the value a ``StructuralDumpRepresentable`` shows in its place. A
  /// replacement of the value's own type is walked with `Mirror`, so it cannot loop.
  private init(of value: Any, replacedBy replacement: Any) {
    if type(of: replacement) == type(of: value) {
      self = Shape(of: replacement, Mirror(reflecting: replacement))
    } else {
      self = Shape(of: replacement)
    }
  }

  private init(string: String) {
    self = spansLines(string) ? .multilineString(string) : .scalar(quoted(string))
  }

  private init(of value: Any, _ mirror: Mirror) {
    switch mirror.displayStyle {
    case .optional:
      self = mirror.children.first.map { Shape(of: $0.value) } ?? .scalar("nil")
    case .enum where mirror.children.isEmpty:
      self = .scalar(caseName(of: value))
    case nil where mirror.children.isEmpty:
      self = .scalar(literal(for: value) ?? String(describing: value))
    default:
      self = .structure(value, mirror)
    }
  }
}
