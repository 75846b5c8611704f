/// A rule the state-space explorer checks on every state or every transition it visits.
///
/// ```swift
/// let oneRequest = Invariant<ExploredState<Counter.State, Int>>("never two requests in flight") {
///   $0.requestsInFlight.count <= 1
/// }
/// ```
public struct Invariant<Subject> {
  /// The rule in words, as a violation report names it.
  public let name: String

  @usableFromInline let holds: (Subject) -> Bool

  /// Creates a rule.
  ///
  /// - Parameters:
  ///   - name: The rule in words.
  ///   - holds: Whether the rule holds for a state or transition.
  @inlinable
  public init(_ name: String, holds: @escaping (Subject) -> Bool) {
    self.name = name
    self.holds = holds
  }
}
