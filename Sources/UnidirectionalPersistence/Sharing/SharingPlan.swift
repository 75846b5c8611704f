/// What a sharing does after a change, decided from the snapshots before and after it: the
/// value every copy of each key takes, or that the copies of a key close.
///
/// A pure value: the reducer reads the snapshots, asks the plan, and carries it out.
@usableFromInline struct SharingPlan<Value: Equatable> {
  /// What becomes of the copies of one key.
  @usableFromInline enum Decision: Equatable {
    /// The source and every copy take `value`.
    case inStep(Value)
    /// The key's element left the source: the screens that show it close.
    case close
    /// A screen removed the key's element, shown here by one of its copies: it leaves the
    /// source, and the screens that show it close.
    case remove(Value)
  }

  /// The decision for each key that has copies after the change.
  @usableFromInline var decisions: [AnyHashable: Decision] = [:]
  /// The keys whose copies changed differently from one another, or from the source, in
  /// the one change.
  @usableFromInline var conflicts: [AnyHashable] = []

  /// How to tell which copies a change made.
  @usableFromInline enum Baseline {
    /// Every copy was in step with the source before the change: a copy that differs from
    /// the source's value before it was changed. What a reducer knows, whose children ran
    /// before it.
    case source
    /// The copies before the change are known: a copy that differs from its value at the
    /// same place among its key's copies was changed, and one with no such place is new.
    case copies
  }

  /// Decides every key of `after` from the change since `before`.
  ///
  /// - A source that changed wins: its value reaches every copy.
  /// - Otherwise the first copy that changed, in the order of the sharing, reaches the
  ///   source and every other copy.
  /// - A copy of a key that had no copies before takes the source's value.
  /// - An element that was in the source and left it closes its copies; a copy of an element
  ///   the source never had (a draft not saved yet) is left alone.
  /// - An element a screen removed leaves the source, and its copies close.
  @inlinable init(from before: SharedSnapshot<Value>, to after: SharedSnapshot<Value>, baseline: Baseline) {
    for (key, now) in after.groups {
      decide(key, before: before[key], now: now, baseline: baseline)
    }
  }

  @inlinable mutating func decide(
    _ key: AnyHashable, before: SharedSnapshot<Value>.Group?, now: SharedSnapshot<Value>.Group,
    baseline: Baseline
  ) {
    guard let source = now.source else {
      if before?.source != nil { decisions[key] = .close }
      return
    }
    if now.isRemovedByACopy {
      decisions[key] = .remove(now.copies[0])
      return
    }
    let changed = Self.changedCopies(before: before, now: now, baseline: baseline)
    let winner = before?.source.map { $0 != source } == true ? source : changed.first ?? source
    if changed.contains(where: { $0 != winner }) { conflicts.append(key) }
    decisions[key] = .inStep(winner)
  }

  /// The copies of one key that the change made, in the order of the sharing.
  @inlinable static func changedCopies(
    before: SharedSnapshot<Value>.Group?, now: SharedSnapshot<Value>.Group, baseline: Baseline
  ) -> [Value] {
    guard let before else { return [] }
    switch baseline {
    case .source:
      guard let source = before.source else { return [] }
      return now.copies.filter { $0 != source }
    case .copies:
      return zip(before.copies, now.copies).compactMap { $0 != $1 ? $1 : nil }
    }
  }

  /// The decision for the copies of `key`, or `nil` when they are left alone.
  @inlinable subscript(key: AnyHashable) -> Decision? { decisions[key] }
}
