/// A feature action set with one action that loads, from idle and after a failure, and
/// one that stops loading when the view goes away.
public protocol LoadableAction {
  /// The action that loads.
  static var load: Self { get }

  /// The action that stops loading.
  static var stop: Self { get }
}
