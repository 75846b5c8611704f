extension Effect {
  /// This effect, with every task it starts running under `box`'s values.
  ///
  /// A reduce with dependencies of its own returns its effect through this, so the effect
  /// reads what was in force when the reducer ran, after any suspension and in child tasks.
  func carrying(_ box: DependencyValuesBox) -> Effect {
    guard !isNone else { return self }
    return carryingOperation(box)
  }

  @inline(never)
  private func carryingOperation(_ box: DependencyValuesBox) -> Effect {
    switch operation {
    case .none, .send, .cancel, .cancelMatching, .join, .dismiss, .report:
      return self
    case .run(let run):
      return Effect(.run(run.carrying(box)))
    case .merge(let effects):
      return Effect(.merge(effects.map { $0.carryingOperation(box) }))
    case .concatenate(let effects):
      return Effect(.concatenate(effects.map { $0.carryingOperation(box) }))
    case .cancellable(let effect, let id, let cancelInFlight):
      return Effect(
        .cancellable(effect.carryingOperation(box), id: id, cancelInFlight: cancelInFlight))
    }
  }
}

extension Effect.Run {
  fileprivate func carrying(_ box: DependencyValuesBox) -> Effect.Run {
    let operation = self.operation
    var carriedHandler: (@MainActor @Sendable (any Error, Send<Action>) async -> Void)?
    if let handler {
      carriedHandler = { error, send in
        await InstalledDependencies.$ofEffect.withValue(box) { await handler(error, send) }
      }
    }
    return Effect.Run(
      priority: priority,
      operation: { send in
        try await InstalledDependencies.$ofEffect.withValue(box) { try await operation(send) }
      },
      handler: carriedHandler,
      origin: origin
    )
  }
}
