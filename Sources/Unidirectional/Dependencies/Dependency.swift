/// A dependency a feature reads from the registry by key path.
///
/// Declare it as a property of the reducer; each read finds the values in force: a test's
/// overrides in a test store, a subtree's under ``Reducer/dependencies(_:)``, the live ones
/// in the app. An effect sees the values that were in force when its reducer ran, also after
/// it suspends and also if the test changed them since.
///
/// ```swift
/// struct Stamps: Reducer {
///   struct Stamp: Equatable { var id: UUID; var date: Date }
///
///   @Dependency(\.uuid) var uuid
///   @Dependency(\.date) var date
///
///   func reduce(into state: inout [Stamp], action: Void) -> Effect<Void> {
///     state.append(Stamp(id: uuid(), date: date()))
///     return .none
///   }
/// }
/// ```
///
/// Reading costs a lookup in the registry; a send whose reducer reads no dependency pays
/// nothing for it. Passing a dependency to the reducer's initializer still works, and suits
/// a value one feature alone uses; see the Dependencies guide for when to use which.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: any KeyPath<DependencyValues, Value> & Sendable

  /// A reader of the dependency at `keyPath`.
  ///
  /// - Parameter keyPath: The dependency's property on ``DependencyValues``.
  public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// The dependency's value in force where it is read.
  public var wrappedValue: Value {
    InstalledDependencies.current[keyPath: keyPath]
  }
}
