public import Unidirectional

/// Keeps the copies of one shared value in step with its source of truth: after every
/// action, a change made to the source or to any copy is written to all of them, and the
/// screens that show an element that left the source close.
///
/// Build one with ``Unidirectional/Reducer/sharing(_:with:fileID:filePath:line:column:)``,
/// ``Unidirectional/Reducer/sharing(_:into:fileID:filePath:line:column:)`` or
/// ``Unidirectional/Reducer/sharing(elementsOf:into:fileID:filePath:line:column:)``.
public struct SharingReducer<Base: Reducer, Value: Equatable>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let source: SharedSource<Base.State, Value>
  @usableFromInline let copies: [SharedCopies<Base.State, Value>]
  /// Where the sharing was declared: where a conflict or a copy that cannot close is
  /// reported.
  @usableFromInline let location: SourceCodeLocation

  @inlinable
  init(
    base: Base,
    source: SharedSource<Base.State, Value>,
    copies: [SharedCopies<Base.State, Value>],
    location: SourceCodeLocation
  ) {
    self.base = base
    self.source = source
    self.copies = copies
    self.location = location
  }

  /// Runs the base, then brings the source and every copy in step, and reports what it could
  /// not settle.
  ///
  /// Children that a navigation or `forEach` reducer around this one runs have already
  /// changed their copies when it starts; since every copy was in step after the last
  /// action, a copy that differs from the source's value is a change of this one.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = snapshot(of: state)
    let effect = base.reduce(into: &state, action: action)
    let outcome = settle(&state, since: before, baseline: .source)
    guard outcome.isSettled else {
      return .merge(effect, outcome.report(sharing: source, after: action, at: location))
    }
    return effect
  }

  /// Brings the copies in `state` in step with the change made since `previous`, by the
  /// rules the reducer runs with: what the test store does to a test's expected state.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  @inlinable
  public func alignSharedCopies(in state: inout Base.State, since previous: Base.State) {
    base.alignSharedCopies(in: &state, since: previous)
    _ = settle(&state, since: snapshot(of: previous), baseline: .copies)
  }

  /// The base's reason for ignoring `action`.
  public func reasonForIgnoring(_ action: Base.Action, in state: Base.State) -> String? {
    base.reasonForIgnoring(action, in: state)
  }

  @inlinable
  func snapshot(of state: Base.State) -> SharedSnapshot<Value> {
    SharedSnapshot(of: state, source: source, copies: copies)
  }

  /// Carries out the plan for the change since `before`: writes the winning values to the
  /// source and the copies, and closes the copies whose element left.
  @inlinable
  func settle(
    _ state: inout Base.State, since before: SharedSnapshot<Value>, baseline: SharingPlan<Value>.Baseline
  ) -> SharingOutcome {
    let plan = SharingPlan(from: before, to: snapshot(of: state), baseline: baseline)
    var unremovable = 0
    for decision in plan.decisions.values {
      switch decision {
      case .inStep(let value) where source.value(state, value) != value: source.update(&state, value)
      case .remove(let copy) where !source.remove(&state, copy): unremovable += 1
      case .inStep, .remove, .close: break
      }
    }
    let visitor = CopyVisitor<Value>(
      needsVisit: { copy in
        switch plan[source.key(copy)] {
        case .close, .remove: true
        case .inStep(let value): value != copy
        case nil: false
        }
      },
      visit: { copy in
        switch plan[source.key(copy)] {
        case .close, .remove: return .close
        case .inStep(let value): copy = value
        case nil: break
        }
        return .keep
      })
    let stranded = copies.filter { $0.visit(&state, visitor) == .close }.count
    return SharingOutcome(
      conflicts: plan.conflicts.count, strandedCopies: stranded, unremovable: unremovable)
  }
}
