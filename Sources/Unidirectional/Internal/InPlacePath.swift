/// A writable key path that, where the value it names is stored inline in its root, reaches
/// it at its byte offset instead of through the key path runtime.
///
/// Applying a `WritableKeyPath` for mutation goes through the runtime: a coroutine and a
/// walk of the path's components, about ten nanoseconds even for one stored property, paid
/// by each `Scope` level an action passes. `MemoryLayout.offset(of:)` tells, once, whether
/// the path is a chain of stored properties of structs and where it ends; if so, mutating
/// through a pointer at that offset is what the key path does, without the runtime.
@usableFromInline
struct InPlacePath<Root, Value> {
  @usableFromInline
  let keyPath: WritableKeyPath<Root, Value>

  /// The value's byte offset in the root, or `nil` when the path must go through the
  /// runtime (a computed property, a class, an optional chain).
  @usableFromInline
  let offset: Int?

  @inlinable
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    offset = MemoryLayout<Root>.offset(of: keyPath)
  }

  /// Calls `body` with the value inside `root`, in place.
  @inlinable
  @inline(__always)
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let offset else { return modifyThroughKeyPath(&root, body) }
    return withUnsafeMutablePointer(to: &root) { rootPointer in
      let valuePointer = UnsafeMutableRawPointer(rootPointer)
        .advanced(by: offset)
        .assumingMemoryBound(to: Value.self)
      return body(&valuePointer.pointee)
    }
  }

  /// ``modify(_:_:)`` through the key path runtime, kept out of line so that code that
  /// inlines nested paths grows with their depth, not with two ways at every level.
  @inlinable
  @inline(never)
  func modifyThroughKeyPath<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    body(&root[keyPath: keyPath])
  }
}

extension InPlacePath: @unchecked Sendable {}
