/// A 64-bit digest of a reached state's abstraction: what the explorer keeps of each state
/// instead of the abstraction itself.
///
/// An abstraction can hold arrays and strings, hundreds of bytes and a few allocations each;
/// a fingerprint is 8 bytes, so a million states fit in a few tens of megabytes. It is the
/// abstraction's `hashValue`, from the standard library's `Hasher` (SipHash, seeded once per
/// process), computed once per step, as a set of abstractions would compute it anyway. Two
/// different abstractions share a fingerprint with a probability of about n² / 2⁶⁵ over n
/// states: 3 × 10⁻⁸ for a million, 3 × 10⁻⁴ for a hundred million. Model checkers such as
/// TLC make the same trade. A 128-bit fingerprint, two hashes per step, measured slower than
/// the set of whole abstractions it was to replace.
@usableFromInline
struct VisitedStateHash: Hashable {
  @usableFromInline let value: Int

  /// The fingerprint of `key`.
  @inlinable
  init(of key: some Hashable) {
    value = key.hashValue
  }
}
