/// A state's case and an action's name: one cell of a transition coverage matrix.
public struct TransitionPair: Hashable, Sendable, CustomStringConvertible {
  /// The name of the state's case, such as `paging`.
  public let stateCase: String

  /// The name of the action, such as `reachBottom`.
  public let action: String

  /// Creates a pair.
  ///
  /// - Parameters:
  ///   - stateCase: The name of the state's case.
  ///   - action: The name of the action.
  public init(stateCase: String, action: String) {
    self.stateCase = stateCase
    self.action = action
  }

  /// The pair as a report lists it: `reachBottom in paging`.
  public var description: String { "\(action) in \(stateCase)" }
}
