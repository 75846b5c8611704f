/// Spells a value as one line of Swift source that builds it again where its type is known
/// from context: `.init(id: 1, title: "a")`, `.success([.init(id: 1)])`, `nil`.
///
/// Structs and classes print as `.init(` with their stored properties as labels, so the
/// spelling compiles for types whose memberwise (or matching public) initializer takes
/// every stored property in order. A collection that is `CustomReflectable`, such as
/// ``IdentifiedArray``, prints as the array literal of its elements; sets and dictionaries
/// print sorted. A `UUID` prints as `UUID(uuidString: "…")!` and a `Date` as
/// `Date(timeIntervalSinceReferenceDate: …)`, exactly. A payload-less case of an enum that customises its description prints that
/// description, and an object graph with a cycle is not supported: states are values. The
/// testing module writes regression tests with it.
package func swiftSourceLiteral(_ value: Any) -> String {
  if let spelled = value as? any SwiftSourceLiteralConvertible { return spelled.swiftSourceLiteral }
  if let scalar = literal(for: value) { return scalar }
  if let string = value as? String { return quoted(string) }
  if let duration = value as? Duration { return durationLiteral(duration) }
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .optional:
    guard let wrapped = mirror.children.first?.value else { return "nil" }
    let literal = swiftSourceLiteral(wrapped)
    // `.some(nil)` of a nested optional is not `nil`.
    return literal == "nil" ? ".some(nil)" : literal
  case .enum:
    return enumLiteral(value, mirror)
  case .collection:
    return "[" + mirror.children.map { swiftSourceLiteral($0.value) }.joined(separator: ", ") + "]"
  case .set:
    // Sorted, as a set's order changes from run to run.
    return "[" + mirror.children.map { swiftSourceLiteral($0.value) }.sorted().joined(separator: ", ") + "]"
  case .dictionary:
    return dictionaryLiteral(mirror)
  case .tuple:
    return "(" + argumentList(mirror) + ")"
  default:
    return ".init(" + argumentList(mirror) + ")"
  }
}

private func enumLiteral(_ value: Any, _ mirror: Mirror) -> String {
  guard let payload = mirror.children.first, let name = payload.label else {
    return caseName(of: value)
  }
  let payloadMirror = Mirror(reflecting: payload.value)
  if payloadMirror.displayStyle == .tuple {
    return "." + name + "(" + argumentList(payloadMirror) + ")"
  }
  return "." + name + "(" + swiftSourceLiteral(payload.value) + ")"
}

/// `label: value` pairs, without the positional labels `Mirror` gives unlabelled elements; a
/// property wrapper's storage (`_sheet`) is spelled as the memberwise initializer takes it.
private func argumentList(_ mirror: Mirror) -> String {
  mirror.children.map { child in
    if let label = child.label, let wrapper = child.value as? any PropertyWrapperSourceLiteral,
      label.hasPrefix("_")
    {
      return label.dropFirst() + ": " + wrapper.memberwiseArgumentLiteral
    }
    let value = swiftSourceLiteral(child.value)
    guard let label = child.label, !label.hasPrefix(".") else { return value }
    return label + ": " + value
  }
  .joined(separator: ", ")
}

/// A value that spells itself as Swift source, where reflection would spell storage that
/// does not compile (private ids, unlabelled elements).
package protocol SwiftSourceLiteralConvertible {
  /// One line of Swift that builds the value again where its type is known from context.
  var swiftSourceLiteral: String { get }
}

/// A property wrapper, spelled as a struct's memberwise initializer takes it: the wrapped
/// value for a wrapper that needs one, the wrapper for one that has a default.
package protocol PropertyWrapperSourceLiteral {
  /// The argument of the memberwise initializer for a property with this wrapper.
  var memberwiseArgumentLiteral: String { get }
}

private func dictionaryLiteral(_ mirror: Mirror) -> String {
  let pairs = mirror.children.map { child -> String in
    let pair = Array(Mirror(reflecting: child.value).children)
    guard pair.count == 2 else { return swiftSourceLiteral(child.value) }
    return swiftSourceLiteral(pair[0].value) + ": " + swiftSourceLiteral(pair[1].value)
  }
  return pairs.isEmpty ? "[:]" : "[" + pairs.sorted().joined(separator: ", ") + "]"
}
