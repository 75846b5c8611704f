/// One effect a replayed step started: the step's index in the recording's entries and the
/// effect's place among the effects that step started, counting from 1.
struct EffectReference: Hashable, Sendable {
  /// The index of the step that started the effect.
  let step: Int
  /// Which of the step's effects it is, counting from 1.
  let number: Int
}
