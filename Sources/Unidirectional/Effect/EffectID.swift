/// A type-erased, sendable cancellation identifier for effects.
///
/// You rarely build one yourself: ``Effect/cancellable(id:cancelInFlight:)`` and
/// ``Effect/cancel(id:)`` accept any `Hashable & Sendable` value and wrap it.
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
}

// Safe: `base` is only ever built from a value that is itself `Sendable` (see `init`), and
// `AnyHashable` adds no mutable state of its own; it is immutable after initialisation.
extension EffectID: @unchecked Sendable {}
