/// One set of ``DependencyValues``, by reference, so that installing it costs a pointer.
final class DependencyValuesBox: Sendable {
  let values: DependencyValues

  init(_ values: DependencyValues) {
    self.values = values
  }
}

/// Where a read of a dependency finds the values in force.
///
/// Two places, and no set-up at all for a store that overrides nothing:
/// - **While a reducer runs**, in a thread-local slot. A store with dependencies of its own
///   (a test store, or a store made `withDependencies`) installs them around each reduce, a
///   pointer stored and restored; the reduce is synchronous, so it runs on one thread from
///   start to end. A plain store installs nothing, and its reducers read the live values.
/// - **While an effect runs**, in a task-local value: the effects a reduce returned carry
///   the values it ran with ([`Effect`](doc:Effect)'s runs are wrapped), so a read after any
///   suspension, or in a child task, still sees them, whatever the store was set to since.
///
/// The slot wins over the task-local value, and an action an effect sends is delivered to
/// its store outside the values the effect carries (``outsideEffect(_:)``): a reduce that
/// runs because an effect sent an action reads its own store's values — a plain store's
/// live ones — never those of the subtree that started the effect.
enum InstalledDependencies {
  @TaskLocal static var ofEffect: DependencyValuesBox?

  /// The values installed for the reduce that runs on each thread.
  private static let slot = ThreadLocalReference<DependencyValuesBox>()

  /// The app's values, boxed once.
  static let live = DependencyValuesBox(.live)

  /// The values a read finds here and now.
  static var current: DependencyValues { currentBox.values }

  /// The box of the values a read finds here and now.
  static var currentBox: DependencyValuesBox {
    reducing ?? ofEffect ?? live
  }

  /// Runs `deliver`, an effect handing an action to its store, without the values the
  /// effect carries: the store reduces the action with its own values, not those of the
  /// part of the feature that started the effect.
  ///
  /// The common case, an effect that carries nothing, costs one task-local read.
  static func outsideEffect(_ deliver: () -> Void) {
    if ofEffect == nil { return deliver() }
    $ofEffect.withValue(nil) { deliver() }
  }

  /// The values installed for the reduce that runs on this thread, if any.
  static var reducing: DependencyValuesBox? { slot.current }

  /// Runs `reduce` with `box` installed for this thread, then puts back what was installed.
  static func withInstalled<Result>(_ box: DependencyValuesBox, _ reduce: () -> Result) -> Result {
    slot.withInstalled(box, reduce)
  }

  /// Installs `box` for this thread and returns what was installed, for ``restore(_:)``.
  ///
  /// The slot holds `box` unretained: the caller keeps it alive until it restores.
  static func install(_ box: DependencyValuesBox) -> UnsafeMutableRawPointer? {
    slot.install(box)
  }

  /// Puts back what ``install(_:)`` found installed.
  static func restore(_ previous: UnsafeMutableRawPointer?) {
    slot.restore(previous)
  }
}
