/// A writable key path, with the byte offset of the value it names where that value is
/// stored inline in its root.
///
/// Applying a `WritableKeyPath` for mutation goes through the runtime: a coroutine and a
/// walk of the path's components, about ten nanoseconds even for one stored property, paid
/// by each `Scope` level an action passes. `MemoryLayout.offset(of:)` tells, once, whether
/// the path is a chain of stored properties of structs and where it ends; if so, mutating
/// through a pointer at that offset is what the key path does, without the runtime
/// (`Scope.reduceChild(in:action:)`).
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
}
