public import ErrorHandling
public import LoadingStates
public import Unidirectional

/// Anything with a four-case loading state and a way to load: article 001's
/// `LoadableObject`, so one content view serves every screen that loads something.
///
/// A ``Unidirectional/Store`` is one when its state is ``LoadableState`` and its actions
/// are ``LoadableAction``, as ``Paging/LoadFeature`` and ``Paging/StreamFeature`` are: the
/// store is the observable object, and reading ``loadingState`` in a view subscribes to it.
@MainActor
public protocol LoadableObject<Output>: AnyObject {
  /// What a successful load gives.
  associatedtype Output

  /// Where the load stands, in article 001's four cases.
  var loadingState: LoadingState<Output, AppError> { get }

  /// Loads: the first time, or again after a failure.
  func load()

  /// Stops loading because the view went away; what was shown stays.
  func stop()
}

/// A feature state that reads as article 001's four-case loading state.
public protocol LoadableState {
  /// What a successful load gives.
  associatedtype Output

  /// Where the load stands.
  var loadingState: LoadingState<Output, AppError> { get }
}

/// A feature action set with one action that loads, from idle and after a failure, and
/// one that stops loading when the view goes away.
public protocol LoadableAction {
  /// The action that loads.
  static var load: Self { get }

  /// The action that stops loading.
  static var stop: Self { get }
}

extension Store: LoadableObject where State: LoadableState, Action: LoadableAction {
  /// The store's state, as article 001's four cases.
  public var loadingState: LoadingState<State.Output, AppError> { state.loadingState }

  /// Sends the feature's load action.
  public func load() {
    send(.load)
  }

  /// Sends the feature's stop action.
  public func stop() {
    send(.stop)
  }
}
