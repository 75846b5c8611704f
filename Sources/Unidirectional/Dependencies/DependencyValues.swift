/// The registry of dependencies: one value per ``DependencyKey``, given by a context and
/// overridden where a store, a test or a part of the app says so.
///
/// Features read a dependency with ``Dependency``; each key gets a property here:
///
/// ```swift
/// extension DependencyValues {
///   var quotes: Quotes {
///     get { self[QuotesKey.self] }
///     set { self[QuotesKey.self] = newValue }
///   }
/// }
/// ```
///
/// A value is found, in order: set on the values themselves (by a store's or a test
/// store's `withDependencies`, or a ``Reducer/dependencies(_:)`` modifier), else the
/// key's value for ``context``. A key's value for the context is computed once per set of
/// values, so a generator with state, such as ``UUIDGenerator/incrementing``, counts on
/// through one test and starts over in the next.
public struct DependencyValues: Sendable {
  private var overrides: [ObjectIdentifier: any Sendable] = [:]
  private var defaults: DependencyDefaults
  private let issueReporter: IssueReporter

  /// Values for `context`, with nothing overridden.
  ///
  /// - Parameters:
  ///   - context: Which value each key gives when nothing overrides it.
  ///   - issueReporter: Where a read of a key without a test value is reported, in the
  ///     ``DependencyContext/test`` context.
  public init(context: DependencyContext, issueReporter: IssueReporter = .standardError) {
    defaults = DependencyDefaults(context: context)
    self.issueReporter = issueReporter
  }

  /// The app's values: every key's live value.
  public static let live = DependencyValues(context: .live)

  /// Which value each key gives when nothing overrides it.
  ///
  /// Setting it starts over the values computed for the old context; overrides stay.
  public var context: DependencyContext {
    get { defaults.context }
    set {
      guard newValue != defaults.context else { return }
      defaults = DependencyDefaults(context: newValue)
    }
  }

  /// The dependency of `key`: its override, else its value for ``context``.
  ///
  /// - Parameter key: The dependency's key.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get { value(of: key) }
    set { overrides[ObjectIdentifier(key)] = newValue }
  }

  private func value<Key: DependencyKey>(of key: Key.Type) -> Key.Value {
    if !overrides.isEmpty, let value = overrides[ObjectIdentifier(key)] as? Key.Value {
      return value
    }
    return defaults.value(of: key, issueReporter: issueReporter)
  }
}
