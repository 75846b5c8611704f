/// A reducer whose reads of ``DependencyValues/uuid``, ``DependencyValues/date`` and
/// ``DependencyValues/randomNumbers`` get recorded values first: each generator the reads
/// of its own kind, in order, then values of its own once those run out.
///
/// Made by ``Reducer/handingOut(_:)``. The values go to the reducer alone, on the thread it
/// reduces on, as a replay hands them: an effect it returns reads its own generators, so a
/// test store's effects take none of them. The generator still makes a value for each read,
/// which the recorded one replaces, so a counting generator counts on underneath.
public struct HandingOutReducer<Base: Reducer>: Reducer {
  /// The reducer handed the values.
  let base: Base
  /// The values still to hand out, shared by the copies of this reducer.
  let reads: HandedOutReads

  /// Runs the base with the recorded values handed to what it reads.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    DependencyReadTap.withInstalled(reads.tap) { base.reduce(into: &state, action: action) }
  }
}

extension Reducer {
  /// This reducer, handed `reads` when it reads the built-in generators: what a test
  /// printed from a replay sets, so that the test store's reducer reads what the recorded
  /// one read.
  ///
  /// ```swift
  /// struct Tags: Reducer {
  ///   @Dependency(\.uuid) var uuid
  ///   func reduce(into state: inout [UUID], action: Void) -> Effect<Void> {
  ///     state.append(uuid())
  ///     return .none
  ///   }
  /// }
  /// let recorded = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
  /// var tags: [UUID] = []
  /// _ = Tags().handingOut([.uuid(recorded)]).reduce(into: &tags, action: ())
  /// print(tags == [recorded])   // true
  /// ```
  ///
  /// - Parameter reads: The values to hand out, in the order they were read.
  /// - Returns: The reducer, handing them out.
  public func handingOut(_ reads: [DependencyRead]) -> HandingOutReducer<Self> {
    HandingOutReducer(base: self, reads: HandedOutReads(reads))
  }
}
