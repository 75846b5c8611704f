public import Observation

/// What Observation sees of a root store's state: a plain, non-generic stand-in.
///
/// A root store core registers reads and announces changes of its state under
/// `\StateAnchor.state`, in its own registrar. Observation keys its bookkeeping by
/// registrar and key path only, so tracking works exactly as if the core's own `state`
/// were named. Naming the generic core instead would cost, on every action, a run-time
/// lookup of the generic class's `Observable` conformance (and, for the key path literal,
/// its instantiation).
@MainActor
@usableFromInline
final class StateAnchor: Observable {
  /// Stands for the store's state in Observation's bookkeeping; it is never read.
  var state: Void { () }

  /// The key path under which the state is tracked.
  @usableFromInline
  static let stateKeyPath = \StateAnchor.state
}
