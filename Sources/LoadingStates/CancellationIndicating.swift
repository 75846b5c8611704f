/// An error that can tell that the work was cancelled rather than failed.
///
/// A cancellation is never a failure screen: the loading states' `fail(_:)` treat an error
/// whose ``isCancellation`` is `true` as `cancelLoading()`, and go back to what they showed
/// before the load. `AppError` (its `.cancelled` case) and Swift's `CancellationError` adopt
/// it; adopt it in an error type of your own that has a cancelled case.
///
/// ```swift
/// var state: DataState<String, AppError> = .reLoading("Ada")
/// state.fail(.cancelled)   // .success("Ada"), as cancelLoading() does
/// ```
public protocol CancellationIndicating: Error {
  /// Whether the error says the work was cancelled.
  var isCancellation: Bool { get }
}

extension CancellationError: CancellationIndicating {
  /// `true`: the task was cancelled.
  public var isCancellation: Bool { true }
}

extension Error {
  /// Whether the error says it is a cancellation, through ``CancellationIndicating``.
  @inlinable
  var indicatesCancellation: Bool {
    (self as? any CancellationIndicating)?.isCancellation == true
  }
}
