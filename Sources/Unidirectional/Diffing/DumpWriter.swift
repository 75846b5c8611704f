#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Appends the dump of a value to one growing buffer, tracking indentation and the objects on
/// the path from the root so that reference cycles end.
///
/// It writes a value in two steps: ``layout(of:)`` decides how (one line, a multi-line
/// string, or a block of items), then ``write(_:)`` writes that, one item at a
/// time. ``SideBySideDump`` drives two writers through the same steps to dump two values in
/// one walk.
struct DumpWriter {
  private(set) var output = ""
  private var indentation = ""
  private var ancestors: Set<ObjectIdentifier> = []

  init() {}

  /// A writer for a value that will be placed one level deeper than `parent`'s current line.
  private init(nestedIn parent: DumpWriter) {
    indentation = parent.indentation + "  "
    ancestors = parent.ancestors
  }

  /// Appends the dump of `value`.
  mutating func write(_ value: Any) {
    write(layout(of: value))
  }

  /// Appends what `layout` lays out.
  mutating func write(_ layout: DumpLayout) {
    switch layout {
    case .line(let text):
      output += text
    case .multilineString(let string):
      writeMultilineString(string)
    case .block(let block):
      enter(block)
      var isFirst = true
      for item in block.items {
        startItem(of: block, isFirst: isFirst)
        isFirst = false
        write(item)
      }
      leave(block, wroteItems: !isFirst)
    }
  }

  /// Appends an item of a block: its prefix and its value's dump, or its text.
  mutating func write(_ item: DumpLayout.Item) {
    switch item {
    case .value(let prefix, let value):
      output += prefix
      write(value)
    case .text(let text):
      output += text
    }
  }

  /// Appends text as it is, such as the prefix of an item.
  mutating func append(_ text: String) {
    output += text
  }

  // MARK: - Blocks

  /// Starts writing the items of `block`: they go one level deeper, and its object is on the
  /// path until ``leave(_:wroteItems:)``.
  mutating func enter(_ block: DumpLayout.Block) {
    indentation += "  "
    if let object = block.object { ancestors.insert(object) }
  }

  /// Starts the line of an item: the block's opening before the first, a comma after any
  /// other.
  mutating func startItem(of block: DumpLayout.Block, isFirst: Bool) {
    output += isFirst ? block.open : ","
    startLine()
  }

  /// Ends the block: its closing line, or its empty form when it wrote no items.
  mutating func leave(_ block: DumpLayout.Block, wroteItems: Bool) {
    indentation.removeLast(2)
    if let object = block.object { ancestors.remove(object) }
    if wroteItems {
      startLine()
      output += block.close
    } else {
      output += block.empty
    }
  }

  // MARK: - Layouts

  /// How `value` is written. A structure's block reads its children lazily, as it is
  /// written.
  func layout(of value: Any) -> DumpLayout {
    switch Shape(of: value) {
    case .scalar(let text):
      .line(text)
    case .multilineString(let string):
      .multilineString(string)
    case .structure(let value, let mirror):
      layout(ofStructure: value, mirror)
    }
  }

  /// How a value equal in two dumps is written in both, as a short stand-in: its type or
  /// case and `… unchanged`, or `[… n unchanged elements]` for a collection. A value without
  /// children costs no more to write than its stand-in, so it is laid out as usual.
  func unchangedLayout(of value: any Fingerprinted) -> DumpLayout {
    let mirror = Mirror(reflecting: value)
    guard let first = mirror.children.first else { return layout(of: value) }
    return switch mirror.displayStyle {
    case .collection, .set, .dictionary:
      .line("[" + Self.unchangedElements(mirror.children.count) + "]")
    case .enum:
      .line("." + (first.label ?? "") + "(… unchanged)")
    case .tuple:
      .line("(… unchanged)")
    default:
      .line(TypeNames.name(of: type(of: value)) + "(… unchanged)")
    }
  }

  /// The stand-in for `count` elements equal in two dumps: `… 3 unchanged elements`.
  static func unchangedElements(_ count: Int) -> String {
    "… \(count) unchanged element" + (count == 1 ? "" : "s")
  }

  private func layout(ofStructure value: Any, _ mirror: Mirror) -> DumpLayout {
    switch mirror.displayStyle {
    case .enum:
      return layout(ofEnumCase: value, mirror)
    case .collection:
      let elements = mirror.children.enumerated().lazy.map { offset, element in
        DumpLayout.Item.value(prefix: "[\(offset)]: ", element.value)
      }
      return block(of: value, open: "[", close: "]", empty: "[]", elements)
    case .set:
      let elements = mirror.children.map { nestedDump(of: $0.value) }.sorted()
      let items = elements.map(DumpLayout.Item.text)
      return block(of: value, open: "[", close: "]", empty: "[]", items, pairsByPosition: false)
    case .dictionary:
      return layout(ofDictionary: value, mirror)
    case .tuple:
      let elements = Self.fields(mirror.children) { tupleLabel($0) }
      return block(of: value, open: "(", close: ")", empty: "()", elements)
    case .class:
      return layout(ofObject: value, mirror)
    default:
      let name = TypeNames.name(of: type(of: value))
      let fields = Self.fields(mirror.children) { $0 }
      return block(of: value, open: name + "(", close: ")", empty: name + "()", fields)
    }
  }

  private func layout(ofEnumCase value: Any, _ mirror: Mirror) -> DumpLayout {
    guard let payload = mirror.children.first, let name = payload.label else {
      return .line(String(describing: value))
    }
    let payloadMirror = Mirror(reflecting: payload.value)
    let open = "." + name + "("
    if payloadMirror.displayStyle == .tuple {
      let values = Self.fields(payloadMirror.children) { $0.hasPrefix(".") ? nil : $0 }
      return block(of: value, open: open, close: ")", empty: open + ")", values)
    }
    if case .scalar(let text) = Shape(of: payload.value) {
      return .line(open + text + ")")
    }
    let item = DumpLayout.Item.value(prefix: "", payload.value)
    return block(of: value, open: open, close: ")", empty: open + ")", CollectionOfOne(item))
  }

  private func layout(ofDictionary value: Any, _ mirror: Mirror) -> DumpLayout {
    let entries = mirror.children.compactMap { entry -> (key: String, value: Any)? in
      let parts = Array(Mirror(reflecting: entry.value).children)
      guard parts.count == 2 else { return nil }
      return (nestedDump(of: parts[0].value), parts[1].value)
    }
    let sorted = entries.sorted { $0.key < $1.key }
    let items = sorted.map { DumpLayout.Item.value(prefix: $0.key + ": ", $0.value) }
    return block(of: value, open: "[", close: "]", empty: "[:]", items, pairsByPosition: false)
  }

  private func layout(ofObject object: Any, _ mirror: Mirror) -> DumpLayout {
    let name = TypeNames.name(of: type(of: object))
    let identifier = ObjectIdentifier(object as AnyObject)
    guard !ancestors.contains(identifier) else { return .line(name + "(↩︎)") }
    let ancestry = sequence(first: mirror, next: \.superclassMirror).reversed()
    let fields = Self.fields(ancestry.lazy.flatMap(\.children)) { $0 }
    return block(
      of: object, open: name + "(", close: ")", empty: name + "()", fields, object: identifier
    )
  }

  private func block(
    of value: Any,
    open: String,
    close: String,
    empty: String,
    _ items: some Sequence<DumpLayout.Item>,
    pairsByPosition: Bool = true,
    object: ObjectIdentifier? = nil
  ) -> DumpLayout {
    .block(
      DumpLayout.Block(
        value: value,
        open: open,
        close: close,
        empty: empty,
        items: AnySequence(items),
        pairsByPosition: pairsByPosition,
        object: object
      )
    )
  }

  /// Children as `label: value` items, each label changed by `relabel` (`nil`: the value
  /// alone).
  private static func fields(
    _ children: some Sequence<Mirror.Child>,
    relabel: @escaping (String) -> String?
  ) -> some Sequence<DumpLayout.Item> {
    children.lazy.map { child in
      .value(prefix: child.label.flatMap(relabel).map { $0 + ": " } ?? "", child.value)
    }
  }

  // MARK: - Text

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
    case let uuid as UUID:
      self = .scalar(uuidLiteral(uuid))
    case let date as Date:
      self = .scalar(dateLiteral(date))
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
