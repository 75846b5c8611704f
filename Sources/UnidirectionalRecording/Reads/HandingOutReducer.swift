public import Unidirectional
/// A reducer whose reads of ``/Unidirectional/DependencyValues/uuid``, ``/Unidirectional/DependencyValues/date`` and
/// ``/Unidirectional/DependencyValues/randomNumbers`` get recorded values first: each generator the reads
/// of its own kind, in order, then values of its own once those run out.
///
/// Made by ``Unidirectional/Reducer/handingOut(_:)``. The values go to the reducer alone, on the thread it
/// reduces on, as a replay hands them: an effect it returns reads its own generators, so a
/// test store's effects take none of them. A read that gets a recorded value does not ask
/// the generator in force, which neither counts on nor, in a test that never set it (the
/// date), fails the test.
///
/// Each generator hands out its own kind in order, across actions: a replay, which hands
/// each action exactly what it read, is the stricter check. A generator of your own that
/// reads another built-in one to make its value (a UUID from random bits) leaves the inner
/// values it was not asked for to the next reads of their kind here.
public struct HandingOutReducer<Base: Reducer>: Reducer {
  /// The reducer handed the values, under generators that ask the ones in force only for a
  /// value no recorded one stands in for.
  let base: DependenciesReducer<Base>
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
    HandingOutReducer(base: dependencies { $0.askGeneratorsInForceOnlyWhenRead() }, reads: HandedOutReads(reads))
  }

}

extension DependencyValues {
  /// Sets the three generators to ones that look up the generators in force only when
  /// asked for a value: reading a key in a test that never set it fails the test, and a
  /// read that gets a recorded value asks for none.
  fileprivate mutating func askGeneratorsInForceOnlyWhenRead() {
    let inForce = self
    uuid = UUIDGenerator { inForce.uuid.make() }
    date = DateGenerator { inForce.date.now() }
    randomNumbers = RandomNumberSource(DrawnBits { inForce.randomNumbers.draw() })
  }
}
