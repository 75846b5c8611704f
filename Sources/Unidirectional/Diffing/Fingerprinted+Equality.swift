extension Fingerprinted {
  /// Whether `other` is a value of this type with an equal fingerprint, and so equal to this
  /// one, which tells without looking at either value's contents.
  ///
  /// ``valueDiff(_:_:)`` asks it of each pair of parts it walks, and dumps neither part when
  /// the answer is yes.
  func hasFingerprint(of other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return fingerprint == other.fingerprint
  }
}
