/// The names dumps give types, worked out once per type for the whole process.
///
/// The runtime builds a type's reflected name anew on each request, and dropping its module
/// prefixes takes regular expressions, which are parsed again on each use: together they
/// cost more than the rest of a small dump. Every dump asks for the same few types (every
/// diff that ``Reducer/logChanges(prefix:to:)`` prints names the feature's state), so each
/// name is kept once found, behind the package's one lock.
package enum TypeNames {
  private static let names = LockedState<[ObjectIdentifier: String]>([:])

  /// The type's name with the types it is nested in and its generic arguments, without
  /// module names: `Counter.State`, `Page<Item, Int>`.
  package static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = names.withLock({ $0[key] }) {
      return name
    }
    let name = withoutModules(String(reflecting: type))
    names.withLock { $0[key] = name }
    return name
  }

  /// Drops module prefixes and the runtime's private-context markers from a reflected
  /// type name: `App.(Loader in _3F2A).State` becomes `Loader.State`.
  private static func withoutModules(_ reflected: String) -> String {
    let unscoped = reflected
      .replacing(/\(unknown context at \$[0-9a-f]+\)\./, with: "")
      .replacing(/\((\w+) in _[0-9A-F]+\)/) { $0.output.1 }
    return unscoped.replacing(/[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+/) { match in
      let components = match.output.split(separator: ".")
      return components.dropFirst().joined(separator: ".")
    }
  }
}
