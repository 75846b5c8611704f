/// A type-erased, sendable cancellation identifier for effects.
///
/// You rarely build one yourself: ``Effect/cancellable(id:cancelInFlight:)`` and
/// ``Effect/cancel(id:)`` accept any `Hashable & Sendable` value and wrap it.
///
/// An id is local to the feature that uses it. When a parent runs a child through
/// ``Scope``, ``Reducer/ifLet(_:action:then:)-y8g7`` or ``Reducer/forEach(_:action:element:)``,
/// the child's ids are scoped to the child's place in the parent, so two children using the
/// same id (two paged lists, two rows) never cancel each other's effects.
///
/// Two ids are equal when they hold equal values of the same type: `1` and `Int8(1)` name
/// two ids, and so do two different empty structs, which also hash apart.
public struct EffectID: Hashable, CustomStringConvertible {
  private let base: AnyHashable

  /// Wraps a hashable, sendable identifier.
  ///
  /// - Parameter id: Any value that identifies a group of effects, such as an enum case.
  public init(_ id: some Hashable & Sendable) {
    base = AnyHashable(id)
  }

  /// The wrapped identifier, as `String(describing:)` prints it.
  public var description: String { String(describing: base) }

  /// Whether both ids hold the same value of the same type.
  public static func == (lhs: EffectID, rhs: EffectID) -> Bool {
    lhs.valueType == rhs.valueType && lhs.base == rhs.base
  }

  /// Hashes the value and its type: ids made from two empty structs, whose own hashes are
  /// alike, hash apart.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(valueType)
    hasher.combine(base)
  }

  /// The type of the value the id was made from.
  private var valueType: ObjectIdentifier { ObjectIdentifier(type(of: base.base)) }

  /// This id as seen from the parent that hosts a child at `scope`.
  func scoped(in scope: EffectID) -> EffectID {
    EffectID(ScopedEffectID(scope: scope, id: self))
  }

  /// The id inside `scope` that this id stands for, or `nil` when it is not in `scope`.
  func unscoped(from scope: EffectID) -> EffectID? {
    guard let scoped = base.base as? ScopedEffectID, scoped.scope == scope else { return nil }
    return scoped.id
  }

  /// The wrapped value, when it is a `Value`.
  func value<Value>(as type: Value.Type) -> Value? {
    base.base as? Value
  }
}

// Safe: `base` is only ever built from a value that is itself `Sendable` (see `init`), and
// `AnyHashable` adds no mutable state of its own; it is immutable after initialisation.
extension EffectID: @unchecked Sendable {}

/// A child's cancellation id, seen from its parent: the child's place and its own id.
struct ScopedEffectID: Hashable, Sendable {
  let scope: EffectID
  let id: EffectID
}
