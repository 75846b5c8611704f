import Unidirectional

/// What one replayed step's effect does, as ``ReplayedEffects`` reads it from the effect's
/// plan: the effects it starts and the running ones it cancels.
///
/// It keeps the actions and ids as the plan has them; a page that shows them writes them
/// out (``mapActions(_:)``), so a replay that shows nothing formats nothing.
struct FollowedEffects<Action> {
  /// An effect the step started.
  enum Started {
    /// A task that may send answers until it is cancelled, cancellable by `ids`.
    case task(ids: [EffectID])
    /// A concatenation whose held-up steps run as a task, cancellable by `ids`.
    case concatenation(ids: [EffectID])
    /// An action the store reduces at once.
    case sendsAtOnce(action: Action)
  }

  /// A running effect the step cancelled.
  struct Cancelled: Hashable, Sendable {
    /// The effect.
    let effect: EffectReference
    /// The ids it was cancellable by.
    let ids: [EffectID]
  }

  /// The effects started, in the plan's order; the first is number 1.
  var started: [Started] = []
  /// The running effects cancelled, in the order they were cancelled.
  var cancelled: [Cancelled] = []

  /// The same effects, each action sent at once turned by `transform`.
  func mapActions<Other>(_ transform: (Action) -> Other) -> FollowedEffects<Other> {
    let started = started.map { effect -> FollowedEffects<Other>.Started in
      switch effect {
      case .task(let ids): .task(ids: ids)
      case .concatenation(let ids): .concatenation(ids: ids)
      case .sendsAtOnce(let action): .sendsAtOnce(action: transform(action))
      }
    }
    let cancelled = cancelled.map { FollowedEffects<Other>.Cancelled(effect: $0.effect, ids: $0.ids) }
    return FollowedEffects<Other>(started: started, cancelled: cancelled)
  }
}

extension FollowedEffects.Started: Equatable where Action: Equatable {}
extension FollowedEffects.Started: Hashable where Action: Hashable {}
extension FollowedEffects.Started: Sendable where Action: Sendable {}
extension FollowedEffects: Equatable where Action: Equatable {}
extension FollowedEffects: Hashable where Action: Hashable {}
extension FollowedEffects: Sendable where Action: Sendable {}
