extension Effect {
  /// Transforms the actions this effect sends.
  ///
  /// Composition uses this to lift a child feature's effects into its parent's action type.
  ///
  /// ```swift
  /// let parentEffect = childEffect.map(AppAction.counter)
  /// ```
  ///
  /// - Parameter transform: Turns each child action into a parent action.
  /// - Returns: An effect sending the transformed actions.
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    // Most actions return `.none`. Answering it before the general case, which is a separate
    // function, spares the run-time type-metadata lookups that case does on entry in code
    // that is not specialized: a `Scope` maps its child's effect on every action.
    guard !isNone else { return .none }
    return mapOperation(transform)
  }

  /// Lifts a child feature's effect into its parent: its actions embedded, its
  /// cancellation ids scoped to the child's place, so siblings never cancel each other.
  ///
  /// Inlinable, so that `.none`, what most actions return, is answered in the caller
  /// without building the scope's id.
  ///
  /// - Parameters:
  ///   - embed: Turns each child action into a parent action.
  ///   - scope: The child's place in the parent.
  /// - Returns: The parent's effect.
  @inlinable
  package func lifted<NewAction>(
    _ embed: @escaping @Sendable (Action) -> NewAction,
    into scope: @autoclosure () -> EffectID
  ) -> Effect<NewAction> {
    guard !isNone else { return .none }
    return liftOperation(embed, into: scope())
  }

  /// ``lifted(_:into:)`` for every effect but `.none`.
  @usableFromInline
  func liftOperation<NewAction>(
    _ embed: @escaping @Sendable (Action) -> NewAction,
    into scope: EffectID
  ) -> Effect<NewAction> {
    mapOperation(embed, scope: scope)
  }

  /// ``map(_:)`` and ``lifted(_:into:)`` for every effect but `.none`.
  @inline(never)
  private func mapOperation<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction,
    scope: EffectID? = nil
  ) -> Effect<NewAction> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let run):
      return Effect<NewAction>(.run(run.map(transform)))
    case .merge(let effects):
      return Effect<NewAction>(.merge(effects.map { $0.mapOperation(transform, scope: scope) }))
    case .concatenate(let effects):
      return Effect<NewAction>(
        .concatenate(effects.map { $0.mapOperation(transform, scope: scope) })
      )
    case .cancellable(let effect, let id, let cancelInFlight):
      return Effect<NewAction>(
        .cancellable(
          effect.mapOperation(transform, scope: scope),
          id: scope.map(id.scoped(in:)) ?? id,
          cancelInFlight: cancelInFlight
        )
      )
    case .cancel(let id):
      return Effect<NewAction>(.cancel(scope.map(id.scoped(in:)) ?? id))
    case .cancelMatching(let predicate):
      return Effect<NewAction>(.cancelMatching(scope.map(predicate.scoped(in:)) ?? predicate))
    case .join(let id):
      return Effect<NewAction>(.join(scope.map(id.scoped(in:)) ?? id))
    case .dismiss(let location):
      return Effect<NewAction>(.dismiss(location))
    case .report(let issue):
      return Effect<NewAction>(.report(issue))
    }
  }
}

extension Effect.Run {
  func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction>.Run {
    let operation = self.operation
    let mappedOperation: @MainActor @Sendable (Send<NewAction>) async throws -> Void = { send in
      try await operation(send.map(transform))
    }
    var mappedHandler: (@MainActor @Sendable (any Error, Send<NewAction>) async -> Void)?
    if let handler {
      mappedHandler = { error, send in await handler(error, send.map(transform)) }
    }
    return Effect<NewAction>.Run(
      priority: priority,
      operation: mappedOperation,
      handler: mappedHandler,
      origin: origin
    )
  }
}
