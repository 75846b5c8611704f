import LoadingStates

extension LoadFeature {
  /// This feature, loading the value again each time its screen appears after the first
  /// load, as articles 000 and 004 do with SwiftUI's `.task`.
  ///
  /// - Returns: The feature, with `appear` meaning `refresh` once the value has started
  ///   loading.
  public func reloadingOnEveryAppearance() -> ReloadingOnAppear<Self> {
    ReloadingOnAppear(
      base: self,
      isAppear: { if case .appear = $0 { true } else { false } },
      refresh: .refresh,
      hasStarted: { if case .idle = $0.data { false } else { true } },
      requestsStarted: { $0.requests.nextID },
      noteAppearance: { $0.lastLoadTrigger = .appearance }
    )
  }
}
