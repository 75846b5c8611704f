public import Unidirectional

/// The values of a shared source and of its copies at one moment, grouped by the key that
/// names which value each copy is a copy of.
@usableFromInline struct SharedSnapshot<Value> {
  /// The source's value and the copies of one key, in the order the sharing visits them.
  @usableFromInline struct Group {
    @usableFromInline var source: Value?
    @usableFromInline var copies: [Value] = []
    /// Whether a screen that shows this key's element removed it.
    @usableFromInline var isRemovedByACopy = false

    @inlinable init() {}
  }

  /// Every key with at least one copy.
  @usableFromInline var groups: [AnyHashable: Group] = [:]

  /// The copies of `state`, read through `copies`, with the source's value of each key.
  @inlinable init<Root>(of state: Root, source: SharedSource<Root, Value>, copies: [SharedCopies<Root, Value>]) {
    for path in copies {
      path.read(state) { copy in
        let key = source.key(copy.value)
        groups[key, default: Group()].copies.append(copy.value)
        if copy.removesElement { groups[key]!.isRemovedByACopy = true }
      }
    }
    for (key, group) in groups { groups[key]!.source = source.value(state, group.copies[0]) }
  }

  /// The group of `key`, if it had copies.
  @inlinable subscript(key: AnyHashable) -> Group? { groups[key] }
}
