extension Effect {
  /// Makes this effect cancellable by `id`.
  ///
  /// Every task the effect starts, including those of merged or concatenated effects, is
  /// registered under `id`. Once cancelled, the actions those tasks send are dropped: they
  /// never reach the reducer.
  ///
  /// ```swift
  /// enum CancelID { case search }
  ///
  /// case .queryChanged(let query):
  ///   return .run { send in
  ///     send(.resultsLoaded(try await search(query)))
  ///   }
  ///   .cancellable(id: CancelID.search, cancelInFlight: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The identifier that ``cancel(id:)`` uses to stop the effect.
  ///   - cancelInFlight: Whether to cancel effects already running under `id` before this
  ///     one starts. `true` gives "latest wins" behaviour.
  /// - Returns: The cancellable effect.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
    guard !isNone || cancelInFlight else { return self }
    return Effect(.cancellable(self, id: EffectID(id), cancelInFlight: cancelInFlight))
  }

  /// An effect that cancels every running effect registered under `id`.
  ///
  /// - Parameter id: The identifier given to ``cancellable(id:cancelInFlight:)``.
  /// - Returns: The cancelling effect.
  public static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect(.cancel(EffectID(id)))
  }
}

extension Effect {
  /// An effect that ends when every effect running under `id` has ended, without doing
  /// anything itself.
  ///
  /// Return it for an action that is ignored because the same work is already running, so
  /// the action's ``StoreTask`` follows that work: a pull-to-refresh while the list is
  /// still loading starts no second request, and its spinner stops when the load settles.
  ///
  /// ```swift
  /// case .refresh where state.isLoading:
  ///   return .join(id: CancelID.load)
  /// ```
  ///
  /// Cancelling the joining task (``StoreTask/cancel()``) stops the wait, not the work.
  ///
  /// - Parameter id: The identifier the running work was made cancellable with.
  /// - Returns: The joining effect.
  public static func join(id: some Hashable & Sendable) -> Effect {
    Effect(.join(EffectID(id)))
  }
}
