public import LoadingStates
public import Unidirectional

/// A list state is fingerprinted by its case, its value's fingerprint and its error, so a
/// store observing a paged list compares it in O(1) and an append stays in place.
///
/// Inlinable, equality written out, so a store compares fingerprints specialized in the
/// app's module: unspecialized, taking and comparing one looks up the metadata of every
/// generic type in it, which cost more than the append it follows.
extension PagingDataState: Fingerprinted where Value: Fingerprinted, Failure: Equatable {
  /// The case, the value's fingerprint and the error: equal when the states are.
  public struct Fingerprint: Equatable {
    /// The state's case.
    public let phase: LoadPhase
    /// The fingerprint of the value, in the cases that hold one.
    public let value: Value.Fingerprint?
    /// The error, in the cases that hold one.
    public let error: Failure?

    @inlinable
    init(phase: LoadPhase, value: Value.Fingerprint?, error: Failure?) {
      self.phase = phase
      self.value = value
      self.error = error
    }

    /// Whether the case, the value's fingerprint and the error are equal.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.phase == rhs.phase && lhs.value == rhs.value && lhs.error == rhs.error
    }
  }

  /// The case, the value's fingerprint and the error.
  ///
  /// - Complexity: O(1) for a value whose fingerprint is, such as an `IdentifiedArray`.
  @inlinable
  public var fingerprint: Fingerprint {
    Fingerprint(phase: phase, value: value?.fingerprint, error: error)
  }
}
