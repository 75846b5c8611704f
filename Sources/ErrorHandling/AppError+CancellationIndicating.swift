public import LoadingStates

extension AppError: CancellationIndicating {
  /// Whether this is ``cancelled``: the loading states then go back to what they showed
  /// before the load instead of failing.
  public var isCancellation: Bool { self == .cancelled }
}
