/// What the navigation case studies' screens need, passed down by their parents: a clock,
/// a source of facts about numbers, and a place to save notes.
public struct NavigationDependencies: Sendable {
  /// The clock timers count on.
  public var clock: any Clock<Duration>
  /// Loads a fact about a number.
  public var fact: @Sendable (Int) async -> String
  /// Saves a note's text.
  public var save: @Sendable (String) async -> Void

  /// Creates the dependencies.
  ///
  /// - Parameters:
  ///   - clock: The clock timers count on.
  ///   - fact: Loads a fact about a number.
  ///   - save: Saves a note's text.
  public init(
    clock: any Clock<Duration>,
    fact: @escaping @Sendable (Int) async -> String,
    save: @escaping @Sendable (String) async -> Void
  ) {
    self.clock = clock
    self.fact = fact
    self.save = save
  }
}
