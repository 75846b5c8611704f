/// A feature action set with one action that loads, from idle and after a failure, and
/// one that stops loading when the view goes away.
public protocol LoadableAction {
  /// The action that loads.
  static var load: Self { get }

  /// The action the error view's retry button sends; ``load`` unless the feature tells a
  /// retry from a pull to refresh.
  static var retryButton: Self { get }

  /// The action that stops loading.
  static var stop: Self { get }
}

extension LoadableAction {
  /// ``load``: a feature with no retry of its own loads again.
  public static var retryButton: Self { load }
}
