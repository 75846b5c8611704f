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
