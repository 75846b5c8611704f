/// How a dump writes one value, decided before anything is written: one line, a multi-line
/// string, or a block of items.
///
/// ``DumpWriter`` writes a layout; ``SideBySideDump`` lays out two values and, when their
/// blocks pair up, writes their items side by side. Nothing below a block is reflected until
/// its items are read.
enum DumpLayout {
  /// One line of text: a number, a quoted string, `nil`, a case without a payload, a case
  /// with one short payload (`.success(42)`), or an object that closes a cycle.
  case line(String)
  /// A string of several lines, written as a `"""` literal.
  case multilineString(String)
  /// Items between an opening and a closing line.
  case block(Block)

  /// Items between `open` and `close`, one per line and separated by commas, or `empty` when
  /// there are none: a struct's fields, an enum case's payload, a collection's elements.
  struct Block {
    /// The value the block lays out, after optionals are looked through and a
    /// ``StructuralDumpRepresentable`` is replaced.
    let value: Any
    /// What starts the first line: `Counter(`, `.loaded(`, `[`.
    let open: String
    /// The last line: `)` or `]`.
    let close: String
    /// What is written instead when there are no items: `Empty()`, `[]`, `[:]`.
    let empty: String
    /// The items, read once and in order, as they are written.
    let items: AnySequence<Item>
    /// Whether the items of two blocks of one type stand for the same part when they have
    /// the same position: true for fields and elements, false for sets and dictionaries,
    /// whose items are ordered by their dumps.
    let pairsByPosition: Bool
    /// The object whose fields the items are, on the path from the root while they are
    /// written, so that a cycle back to it ends.
    let object: ObjectIdentifier?

    /// Whether `other`'s items stand for the same parts as these, position by position: the
    /// same type, opened the same way (so the same enum case), and ordered by position.
    func pairs(with other: Block) -> Bool {
      pairsByPosition && other.pairsByPosition && open == other.open
        && type(of: value) == type(of: other.value)
    }
  }

  /// One item of a block.
  enum Item {
    /// A value written after its prefix: `count: `, `[2]: `, or nothing.
    case value(prefix: String, Any)
    /// Text written as it is: a set's element, dumped already so the set could be sorted,
    /// or the stand-in for elements equal in two dumps.
    case text(String)
  }
}
