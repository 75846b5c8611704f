/// How a child store tells whether its state changed since it was last read: by
/// fingerprint for a ``Fingerprinted`` state, by comparing a kept copy for an `Equatable`
/// one, and not at all (every action counts as a change) for any other.
///
/// The strategy is chosen once per store and field, from the value's type. Its code is
/// inlinable, so a detector made where `Value` is known (a root store's, made by `Store`'s
/// inlinable initializers in the app's module) compares specialized for it: unspecialized,
/// a fingerprint looks up the type metadata of every generic type it touches, every time.
@usableFromInline
package struct ChangeDetector<Value> {
  /// Takes what a later check compares against, from the value observers read.
  @usableFromInline
  let snapshot: (Value) -> Snapshot<Value>

  /// Creates the detector for `Value`.
  ///
  /// - Parameter keepingCopies: Whether an `Equatable` value that is not `Fingerprinted` is
  ///   compared against a kept copy. Pass `false` for a root store's whole state: a kept
  ///   copy of it would make the next action copy every large array it mutates in place,
  ///   so such a state counts as changed after every action instead.
  @inlinable
  init(keepingCopies: Bool = true) {
    if let type = Value.self as? any Fingerprinted.Type {
      snapshot = Self.fingerprinting(type)
    } else if keepingCopies, let type = Value.self as? any Equatable.Type {
      snapshot = Self.comparing(type)
    } else {
      snapshot = { _ in Snapshot { _ in true } }
    }
  }

  // In both, `Value` is the type the cast in `init` proved it to be, so the bit cast of the
  // function only renames the type. A cast of each value instead copies it, a retain and a
  // release of every reference a state holds, on every read and every comparison.

  @inlinable
  static func fingerprinting<F: Fingerprinted>(_: F.Type) -> (Value) -> Snapshot<Value> {
    let snapshot: (F) -> Snapshot<F> = { value in
      let fingerprint = value.fingerprint
      return Snapshot { $0.fingerprint != fingerprint }
    }
    return unsafeBitCast(snapshot, to: ((Value) -> Snapshot<Value>).self)
  }

  @inlinable
  static func comparing<E: Equatable>(_: E.Type) -> (Value) -> Snapshot<Value> {
    let snapshot: (E) -> Snapshot<E> = { kept in Snapshot { $0 != kept } }
    return unsafeBitCast(snapshot, to: ((Value) -> Snapshot<Value>).self)
  }
}

/// What a ``ChangeDetector`` kept of a value: it tells whether a later value differs.
@usableFromInline
package struct Snapshot<Value> {
  @usableFromInline
  let differs: (Value) -> Bool

  @inlinable
  init(differs: @escaping (Value) -> Bool) {
    self.differs = differs
  }
}
