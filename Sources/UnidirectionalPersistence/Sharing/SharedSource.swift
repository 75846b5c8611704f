public import Unidirectional

/// The source of truth of a shared value: one whole value, or the elements of a list, each
/// shared by its id.
@usableFromInline struct SharedSource<Root, Value> {
  /// The key that names which value of the source a copy is a copy of.
  @usableFromInline let key: (Value) -> AnyHashable
  /// The source's value for the key of `copy`, or `nil` when the source has none.
  @usableFromInline let value: (Root, _ copy: Value) -> Value?
  /// Writes `value` to the source, for its key.
  @usableFromInline let update: (inout Root, Value) -> Void
  /// Removes the value of the key of `copy` from the source; `false` when the source cannot
  /// remove one (a whole value).
  @usableFromInline let remove: (inout Root, _ copy: Value) -> Bool
  /// The source's path, described only when a message names it: a feature's body builds
  /// its sharing on every action, and describing a key path takes tens of microseconds.
  @usableFromInline let path: AnyKeyPath

  /// The source's path, as messages name it.
  @inlinable
  init(
    key: @escaping (Value) -> AnyHashable,
    value: @escaping (Root, _ copy: Value) -> Value?,
    update: @escaping (inout Root, Value) -> Void,
    remove: @escaping (inout Root, _ copy: Value) -> Bool,
    path: AnyKeyPath
  ) {
    self.key = key
    self.value = value
    self.update = update
    self.remove = remove
    self.path = path
  }

  @usableFromInline var name: String { "\(path)" }

  /// A whole value, shared as it is.
  @inlinable static func whole(_ path: WritableKeyPath<Root, Value>) -> Self {
    Self(
      key: { _ in AnyHashable(WholeValue()) },
      value: { root, _ in root[keyPath: path] },
      update: { root, value in root[keyPath: path] = value },
      remove: { _, _ in false },
      path: path)
  }

  /// The key of a whole value: there is one.
  @usableFromInline struct WholeValue: Hashable {
    @inlinable init() {}
  }
}

extension SharedSource where Value: Identifiable {
  /// The elements of a list, each shared by its id into the screens that show it.
  @inlinable static func elements(of path: WritableKeyPath<Root, IdentifiedArray<Value>>) -> Self {
    Self(
      key: { AnyHashable($0.id) },
      value: { root, copy in root[keyPath: path][id: copy.id] },
      update: { root, value in root[keyPath: path].modify(id: value.id) { $0 = value } },
      remove: { root, copy in root[keyPath: path].remove(id: copy.id) != nil },
      path: path)
  }
}
