public import ErrorHandling
public import LoadingStates

/// Anything with a four-case loading state and a way to load: article 001's
/// `LoadableObject`, so one content view serves every screen that loads something.
///
/// A ``/Unidirectional/Store`` is one when its state is ``LoadableState`` and its actions
/// are ``LoadableAction``, as ``/Paging/LoadFeature`` and ``/Paging/StreamFeature`` are: the
/// store is the observable object, and reading ``loadingState`` in a view subscribes to it.
@MainActor
public protocol LoadableObject<Output>: AnyObject {
  /// What a successful load gives.
  associatedtype Output

  /// Where the load stands, in article 001's four cases.
  var loadingState: LoadingState<Output, AppError> { get }

  /// Whether a load after a failure runs while the failure is still shown.
  var isRetrying: Bool { get }

  /// Loads: the first time, or again after a failure.
  func load()

  /// Loads again after a failure, from the error view's retry button.
  func retry()

  /// Stops loading because the view went away; what was shown stays.
  func stop()
}

extension LoadableObject {
  /// ``load()``: an object with no retry of its own loads again.
  public func retry() {
    load()
  }
}
