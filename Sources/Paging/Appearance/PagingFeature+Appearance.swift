import LoadingStates

extension PagingFeature {
  /// This feature, reloading the list each time its screen appears after the first load,
  /// as articles 000 and 004 do with SwiftUI's `.task`.
  ///
  /// ```swift
  /// let feed = PagingFeature<Post, String> { request in
  ///   try await api.posts(after: request.cursor, limit: request.pageSize)
  /// }
  /// let store = Store(initialState: PagingFeature<Post, String>.State(), reducer: feed.reloadingOnEveryAppearance())
  /// store.send(.appear)  // loads the first page; a later .appear refreshes the list
  /// ```
  ///
  /// - Returns: The feature, with `appear` meaning `refresh` once the list has started
  ///   loading.
  public func reloadingOnEveryAppearance() -> ReloadingOnAppear<Self> {
    ReloadingOnAppear(
      base: self,
      isAppear: { if case .appear = $0 { true } else { false } },
      refresh: .refresh,
      hasStarted: { if case .idle = $0.list { false } else { true } },
      requestsStarted: { $0._requests.nextID },
      noteAppearance: { $0._lastLoadTrigger = .appearance }
    )
  }
}
