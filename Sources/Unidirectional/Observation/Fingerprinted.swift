/// A value that tells in O(1) whether it changed, without anyone keeping a copy of it.
///
/// A scoped store notifies its observers only when its slice of state changed. For an
/// `Equatable` slice it keeps the value it last showed and compares; for a large slice,
/// such as a list of a thousand rows, that kept copy would make the next in-place append
/// copy the whole list. A `Fingerprinted` slice is compared by its small ``fingerprint``
/// instead. ``IdentifiedArray`` is fingerprinted, and so are the package's states that hold
/// one; give your own state a fingerprint made of its parts' fingerprints:
///
/// ```swift
/// struct Feed: Equatable, Fingerprinted {
///   var posts: IdentifiedArray<Post> = []
///   var filter = ""
///
///   struct Fingerprint: Equatable {
///     let posts: UInt64
///     let filter: String
///   }
///   var fingerprint: Fingerprint { Fingerprint(posts: posts.fingerprint, filter: filter) }
/// }
/// ```
///
/// Equal fingerprints must mean equal values. Unequal fingerprints of equal values are
/// allowed: they cost one observer notification too many, never a missed one.
public protocol Fingerprinted {
  /// A small value that stands for the whole.
  associatedtype Fingerprint: Equatable

  /// This value's fingerprint; it must not hold on to the value's large storage.
  var fingerprint: Fingerprint { get }
}
