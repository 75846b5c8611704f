/// How a child store tells whether its state changed since it was last read: by
/// fingerprint for a ``Fingerprinted`` state, by comparing a kept copy for an `Equatable`
/// one, and not at all (every action counts as a change) for any other.
///
/// The strategy is chosen once per store and field, from the value's type.
struct ChangeDetector<Value> {
  /// Takes what a later check compares against, from the value observers read.
  let snapshot: (Value) -> Snapshot<Value>

  /// Creates the detector for `Value`.
  ///
  /// - Parameter keepingCopies: Whether an `Equatable` value that is not `Fingerprinted` is
  ///   compared against a kept copy. Pass `false` for a root store's whole state: a kept
  ///   copy of it would make the next action copy every large array it mutates in place,
  ///   so such a state counts as changed after every action instead.
  init(keepingCopies: Bool = true) {
    if let type = Value.self as? any Fingerprinted.Type {
      snapshot = Self.fingerprinting(type)
    } else if keepingCopies, let type = Value.self as? any Equatable.Type {
      snapshot = Self.comparing(type)
    } else {
      snapshot = { _ in Snapshot { _ in true } }
    }
  }

  private static func fingerprinting<F: Fingerprinted>(_: F.Type) -> (Value) -> Snapshot<Value> {
    { value in
      // `Value` is `F`: the cast in `init` proved it, so the bit casts only rename the type.
      let fingerprint = unsafeBitCast(value, to: F.self).fingerprint
      return Snapshot { unsafeBitCast($0, to: F.self).fingerprint != fingerprint }
    }
  }

  private static func comparing<E: Equatable>(_: E.Type) -> (Value) -> Snapshot<Value> {
    { value in
      let kept = unsafeBitCast(value, to: E.self)
      return Snapshot { unsafeBitCast($0, to: E.self) != kept }
    }
  }
}

/// What a ``ChangeDetector`` kept of a value: it tells whether a later value differs.
struct Snapshot<Value> {
  let differs: (Value) -> Bool
}
