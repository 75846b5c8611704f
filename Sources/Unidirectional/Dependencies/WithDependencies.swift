/// Runs `operation` with the dependencies changed by `update`, for code outside a reducer: a
/// state's initializer that makes a UUID, a model object, a helper in a test body.
///
/// `update` starts from the values in effect where it is called — the store's inside a
/// reducer or an effect, the live ones elsewhere — and every `@Dependency` read in
/// `operation` gets the result. A test body reads its test store's values by starting from
/// them:
///
/// ```swift
/// struct Item: Equatable {
///   let id: UUID
///   init() { @Dependency(\.uuid) var uuid; id = uuid() }
/// }
///
/// let item = withDependencies { $0.uuid = .incrementing } operation: { Item() }
/// // item.id == UUID(0)
/// ```
///
/// - Parameters:
///   - update: Changes the values `operation` runs with.
///   - operation: The code that reads them.
/// - Returns: What `operation` returns.
public func withDependencies<Output>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> Output
) rethrows -> Output {
  var values = InstalledDependencies.current
  try update(&values)
  let box = DependencyValuesBox(values)
  if InstalledDependencies.reducing != nil {
    let previous = InstalledDependencies.install(box)
    defer { InstalledDependencies.restore(previous) }
    return try operation()
  }
  return try InstalledDependencies.$ofEffect.withValue(box, operation: operation)
}

/// Runs the asynchronous `operation` with the dependencies changed by `update`; the values
/// reach every child task it starts.
///
/// - Parameters:
///   - update: Changes the values `operation` runs with.
///   - operation: The code that reads them.
/// - Returns: What `operation` returns.
public func withDependencies<Output>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> Output
) async rethrows -> Output {
  var values = InstalledDependencies.current
  try update(&values)
  return try await InstalledDependencies.$ofEffect.withValue(DependencyValuesBox(values), operation: operation)
}
