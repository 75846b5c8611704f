/// Appends the dump of a value to one growing buffer, tracking indentation and the objects on
/// the path from the root so that reference cycles end.
struct DumpWriter {
  private(set) var output = ""
  private var indentation = ""
  private var ancestors: Set<ObjectIdentifier> = []
  /// Names already looked up, because the runtime builds a type's name anew on each request.
  private var typeNames: [ObjectIdentifier: String] = [:]

  init() {}

  /// A writer for a value that will be placed one level deeper than `parent`'s current line.
  private init(nestedIn parent: DumpWriter) {
    indentation = parent.indentation + "  "
    ancestors = parent.ancestors
    typeNames = parent.typeNames
  }

  mutating func write(_ value: Any) {
    switch Shape(of: value) {
    case .scalar(let text):
      output += text
    case .multilineString(let string):
      writeMultilineString(string)
    case .structure(let value, let mirror):
      writeStructure(of: value, mirror)
    }
  }

  private mutating func writeStructure(of value: Any, _ mirror: Mirror) {
    switch mirror.displayStyle {
    case .enum:
      writeEnumCase(of: value, mirror)
    case .collection:
      writeBlock(open: "[", close: "]", empty: "[]", mirror.children.enumerated()) {
        $0.output += "[\($1.offset)]: "
        $0.write($1.element.value)
      }
    case .set:
      let elements = mirror.children.map { nestedDump(of: $0.value) }.sorted()
      writeBlock(open: "[", close: "]", empty: "[]", elements) { $0.output += $1 }
    case .dictionary:
      writeDictionary(mirror)
    case .tuple:
      let elements = mirror.children.lazy.map { element in
        (label: element.label.map(tupleLabel), value: element.value)
      }
      writeFields(open: "(", close: ")", elements)
    case .class:
      writeObject(value, mirror)
    default:
      let name = typeName(of: value)
      writeFields(open: name + "(", close: ")", mirror.children)
    }
  }

  private mutating func writeEnumCase(of value: Any, _ mirror: Mirror) {
    guard let payload = mirror.children.first, let name = payload.label else {
      output += String(describing: value)
      return
    }
    output += "." + name
    let payloadMirror = Mirror(reflecting: payload.value)
    if payloadMirror.displayStyle == .tuple {
      let values = payloadMirror.children.lazy.map { child in
        (label: child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, value: child.value)
      }
      writeFields(open: "(", close: ")", values)
    } else if case .scalar(let text) = Shape(of: payload.value) {
      output += "(\(text))"
    } else {
      writeFields(open: "(", close: ")", CollectionOfOne((label: nil, value: payload.value)))
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

  private mutating func writeObject(_ object: Any, _ mirror: Mirror) {
    let name = typeName(of: object)
    let identifier = ObjectIdentifier(object as AnyObject)
    guard ancestors.insert(identifier).inserted else {
      output += name + "(↩︎)"
      return
    }
    let ancestry = sequence(first: mirror, next: \.superclassMirror).reversed()
    writeFields(open: name + "(", close: ")", ancestry.lazy.flatMap(\.children))
    ancestors.remove(identifier)
  }

  /// Writes `label: value` lines, or just the value for a field without a label.
  private mutating func writeFields(
    open: String,
    close: String,
    _ fields: some Sequence<Mirror.Child>
  ) {
    writeBlock(open: open, close: close, empty: open + close, fields) { writer, field in
      if let label = field.label {
        writer.output += label + ": "
      }
      writer.write(field.value)
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

  /// The type's name with the types it is nested in and its generic arguments, without
  /// module names: `Counter.State`, `Page<Item, Int>`.
  private mutating func typeName(of value: Any) -> String {
    let type = type(of: value)
    if let name = typeNames[ObjectIdentifier(type)] {
      return name
    }
    let name = Self.withoutModules(String(reflecting: type))
    typeNames[ObjectIdentifier(type)] = name
    return name
  }

  /// Drops module prefixes and the runtime's private-context markers from a reflected
  /// type name: `App.(Loader in _3F2A).State` becomes `Loader.State`.
  static func withoutModules(_ reflected: String) -> String {
    let unscoped = reflected
      .replacing(/\(unknown context at \$[0-9a-f]+\)\./, with: "")
      .replacing(/\((\w+) in _[0-9A-F]+\)/) { $0.output.1 }
    return unscoped.replacing(/[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+/) { match in
      let components = match.output.split(separator: ".")
      return components.dropFirst().joined(separator: ".")
    }
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
