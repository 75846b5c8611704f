/// An enum type as the Swift runtime describes it: its cases, and the value witnesses that
/// read a value's case and its payload without knowing the type at compile time.
///
/// One-line paths (``ActionPath/init(_:fileID:line:column:)``) use it to find a case from
/// its constructor alone. Everything it reads is part of the Swift ABI, stable on Apple
/// platforms since Swift 5 and the same on Linux: the metadata kind, the value witness
/// table with its enum witnesses, and the type descriptor's field records, which list
/// the payload cases first, in the order of the tags the witnesses return.
@usableFromInline
struct EnumMetadata: @unchecked Sendable {
  // Safe: every stored pointer is to the runtime's type metadata or to its value witness
  // functions, which the runtime never changes or frees while the process runs, and this
  // value only reads them after `init`.

  @usableFromInline
  typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  @usableFromInline
  typealias ProjectPayload = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  @usableFromInline
  typealias InjectTag =
    @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  private static let enumKind = 0x201
  private static let optionalKind = 0x202
  private static let tupleKind = 0x301
  private static let hasEnumWitnesses: UInt32 = 0x20_0000
  private static let isGenericContext: UInt32 = 0x80
  private static let isIndirectCase: UInt32 = 0x1
  @usableFromInline
  static let word = MemoryLayout<UnsafeRawPointer>.size
  /// Eight witness functions, size, stride, then the 32-bit flags and extra inhabitants.
  private static let witnessFlagsOffset = 10 * word
  private static let enumWitnessesOffset = 10 * word + 8

  /// One case: its name, the type of its payload (`nil` for a case without one), and
  /// whether the payload sits in a box of its own (`indirect`).
  struct Case {
    let name: String
    let payload: Any.Type?
    let isIndirect: Bool
  }

  @usableFromInline
  let metadata: UnsafeRawPointer
  @usableFromInline
  let getTag: GetTag
  @usableFromInline
  let projectPayload: ProjectPayload
  @usableFromInline
  let injectTag: InjectTag

  /// The metadata of `type`, or `nil` when `type` is not an enum.
  init?(_ type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let kind = metadata.load(as: Int.self)
    guard kind == Self.enumKind || kind == Self.optionalKind else { return nil }
    let witnesses = metadata.load(fromByteOffset: -Self.word, as: UnsafeRawPointer.self)
    let flags = witnesses.load(fromByteOffset: Self.witnessFlagsOffset, as: UInt32.self)
    guard flags & Self.hasEnumWitnesses != 0 else { return nil }
    let first = Self.enumWitnessesOffset
    self.metadata = metadata
    getTag = witnesses.load(fromByteOffset: first, as: GetTag.self)
    projectPayload = witnesses.load(fromByteOffset: first + Self.word, as: ProjectPayload.self)
    injectTag = witnesses.load(fromByteOffset: first + 2 * Self.word, as: InjectTag.self)
  }

  /// The case of `value`: its index in ``cases``.
  @inlinable
  func tag<Root>(of value: Root) -> UInt32 {
    withUnsafePointer(to: value) { getTag(UnsafeRawPointer($0), metadata) }
  }

  /// The payload of `value`, whose case, `tag`, must carry a payload laid out as `Value`.
  ///
  /// The witnesses project a copy of the value, never the value itself, which another
  /// thread may be reading. The payload of a case stored in place moves out of the copy; the
  /// payload of an `indirect` case sits in a box, after the box's object header at the
  /// payload's own alignment, and is copied out before the copy, tagged again, is released.
  @inlinable
  func payload<Root, Value>(
    of value: Root,
    tag: UInt32,
    isIndirect: Bool,
    as _: Value.Type
  ) -> Value {
    withUnsafeTemporaryAllocation(of: Root.self, capacity: 1) { copy in
      let pointer = copy.baseAddress!
      pointer.initialize(to: value)
      let raw = UnsafeMutableRawPointer(pointer)
      projectPayload(raw, metadata)
      // A case stored in place holds nothing but its payload once projected: the payload
      // moves out, and nothing is left in the copy to destroy or to tag again.
      guard isIndirect else { return raw.assumingMemoryBound(to: Value.self).move() }
      defer {
        injectTag(raw, tag, metadata)
        pointer.deinitialize(count: 1)
      }
      let box = raw.load(as: UnsafeRawPointer.self)
      let alignment = MemoryLayout<Value>.alignment
      let header = (2 * Self.word + alignment - 1) & ~(alignment - 1)
      return box.advanced(by: header).assumingMemoryBound(to: Value.self).pointee
    }
  }

  /// How many cases carry a payload: their tags come first.
  var payloadCaseCount: UInt32 {
    let descriptor = metadata.load(fromByteOffset: Self.word, as: UnsafeRawPointer.self)
    return descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0xFF_FFFF
  }

  /// Every case, in tag order.
  var cases: [Case] {
    let descriptor = metadata.load(fromByteOffset: Self.word, as: UnsafeRawPointer.self)
    let fieldsAt = 16
    guard let fields = Self.relativePointer(in: descriptor, at: fieldsAt) else { return [] }
    let isGeneric = descriptor.load(as: UInt32.self) & Self.isGenericContext != 0
    let genericArguments = isGeneric ? metadata.advanced(by: 2 * Self.word) : nil
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    return (0..<count).map { index in
      let record = fields.advanced(by: 16 + index * recordSize)
      let name = Self.relativePointer(in: record, at: 8).map {
        String(cString: $0.assumingMemoryBound(to: CChar.self))
      }
      let payload = Self.relativePointer(in: record, at: 4).flatMap { mangled in
        let bytes = mangled.assumingMemoryBound(to: UInt8.self)
        return _getTypeByMangledNameInContext(
          bytes,
          UInt(Self.mangledNameLength(bytes)),
          genericContext: descriptor,
          genericArguments: genericArguments
        )
      }
      let flags = record.load(as: UInt32.self)
      return Case(name: name ?? "", payload: payload, isIndirect: flags & Self.isIndirectCase != 0)
    }
  }

  /// Whether a value of type `a` can be read as one of type `b`: the same type, or tuples of
  /// the same element types whose labels differ, as a case's labelled payload and the
  /// unlabelled tuple its constructor takes. A labelled single value, as the payload of
  /// `case circle(radius: Double)`, is a tuple of one element laid out as that element.
  static func sameLayout(_ a: Any.Type, _ b: Any.Type) -> Bool {
    let (lhs, rhs) = (loneElement(of: a) ?? a, loneElement(of: b) ?? b)
    guard lhs != rhs else { return true }
    guard let lhsElements = tupleElements(of: lhs), let rhsElements = tupleElements(of: rhs) else {
      return false
    }
    return lhsElements.elementsEqual(rhsElements)
  }

  /// The element of a tuple type with exactly one element.
  private static func loneElement(of type: Any.Type) -> Any.Type? {
    guard let elements = tupleElements(of: type), elements.count == 1 else { return nil }
    return unsafeBitCast(elements[0], to: Any.Type.self)
  }

  /// The metadata of each element of a tuple type, or `nil` for a type that is no tuple.
  private static func tupleElements(of type: Any.Type) -> [UnsafeRawPointer]? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: Int.self) == tupleKind else { return nil }
    let count = metadata.load(fromByteOffset: word, as: Int.self)
    return (0..<count).map { element in
      metadata.load(fromByteOffset: 3 * word + element * 2 * word, as: UnsafeRawPointer.self)
    }
  }

  /// The target of the 32-bit relative pointer at `offset` in `base`, or `nil` for zero.
  private static func relativePointer(in base: UnsafeRawPointer, at offset: Int)
    -> UnsafeRawPointer?
  {
    let relative = base.load(fromByteOffset: offset, as: Int32.self)
    return relative == 0 ? nil : base.advanced(by: offset + Int(relative))
  }

  /// The length of a mangled type name, whose symbolic references hold zero bytes: a
  /// control byte up to 0x17 is followed by a 32-bit offset, one up to 0x1F by a pointer.
  private static func mangledNameLength(_ name: UnsafePointer<UInt8>) -> Int {
    var length = 0
    while name[length] != 0 {
      switch name[length] {
      case 0x01...0x17: length += 1 + 4
      case 0x18...0x1F: length += 1 + word
      default: length += 1
      }
    }
    return length
  }
}
