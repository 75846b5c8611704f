/// One dependency's value, kept under its key's identifier.
///
/// A class, so that a read finds the value by a checked-free downcast instead of a dynamic
/// cast from an existential: a key's identifier is only ever stored with a slot of the key's
/// value type.
protocol DependencySlot: AnyObject, Sendable {}

extension DependencySlot {
  /// The value, for the key it is stored under.
  func value<Key: DependencyKey>(of key: Key.Type) -> Key.Value {
    unsafeDowncast(self, to: ValueSlot<Key.Value>.self).value
  }
}

/// A slot holding a value of type `Value`.
final class ValueSlot<Value: Sendable>: DependencySlot {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
