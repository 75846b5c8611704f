import Unidirectional

/// What one replayed step's effect does, as ``ReplayedEffects`` reads it from the effect's
/// plan: the effects it starts and the running ones it cancels.
struct FollowedEffects: Hashable, Sendable {
  /// An effect the step started.
  enum Started: Hashable, Sendable {
    /// A task that may send answers until it is cancelled, cancellable by `ids`.
    case task(ids: [String])
    /// A concatenation whose held-up steps run as a task, cancellable by `ids`.
    case concatenation(ids: [String])
    /// An action the store reduces at once, as Swift source.
    case sendsAtOnce(action: String)
  }

  /// A running effect the step cancelled.
  struct Cancelled: Hashable, Sendable {
    /// The effect.
    let effect: EffectReference
    /// The ids it was cancellable by.
    let ids: [String]
  }

  /// The effects started, in the plan's order; the first is number 1.
  var started: [Started] = []
  /// The running effects cancelled, in the order they were cancelled.
  var cancelled: [Cancelled] = []
}
