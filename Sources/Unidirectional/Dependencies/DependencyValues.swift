/// The registry of dependencies: one value per ``DependencyKey``, given by a context and
/// overridden where a store, a test or a part of the app says so.
///
/// Features read a dependency with ``Dependency``; each key gets a property here (see
/// ``DependencyKey``). A set of values is a plain value to read and change:
///
/// ```swift
/// var values = DependencyValues(context: .preview)
/// values.uuid = .incrementing
/// let first = values.uuid()  // 00000000-0000-0000-0000-000000000000
/// ```
///
/// A value is found, in order: set on the values themselves (by a store's or a test
/// store's `withDependencies`, or a ``Reducer/dependencies(_:)`` modifier), else the
/// key's value for ``context``. A key's value for the context is computed once per set of
/// values, so a generator with state, such as ``UUIDGenerator/incrementing``, counts on
/// through one test and starts over in the next.
public struct DependencyValues: Sendable {
  private var overrides: [ObjectIdentifier: any DependencySlot] = [:]
  private var defaults: DependencyDefaults

  /// Values for `context`, with nothing overridden.
  ///
  /// - Parameters:
  ///   - context: Which value each key gives when nothing overrides it.
  ///   - issueReporter: Where a read of a key without a test value is reported, in the
  ///     ``DependencyContext/test`` context.
  public init(context: DependencyContext, issueReporter: IssueReporter = .standardError) {
    defaults = DependencyDefaults(context: context, issueReporter: issueReporter)
  }

  /// The values of `defaults`, with nothing overridden.
  init(defaults: DependencyDefaults) {
    self.defaults = defaults
  }

  /// The app's values: every key's live value.
  public static let live = DependencyValues(context: .live)

  /// Where a problem with these values is reported: a read of a key without a test value,
  /// or a call of an endpoint a test did not set.
  var issueReporter: IssueReporter { defaults.issueReporter }

  /// Which value each key gives when nothing overrides it.
  ///
  /// Setting it starts over the values computed for the old context; overrides stay.
  public var context: DependencyContext {
    get { defaults.context }
    set {
      guard newValue != defaults.context else { return }
      defaults = DependencyDefaults(context: newValue, issueReporter: defaults.issueReporter)
    }
  }

  /// The dependency of `key`: its override, else its value for ``context``.
  ///
  /// - Parameter key: The dependency's key.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if !overrides.isEmpty, let slot = overrides[ObjectIdentifier(key)] {
        return slot.value(of: key)
      }
      return defaults.value(of: key)
    }
    set { overrides[ObjectIdentifier(key)] = ValueSlot(newValue) }
  }
}
