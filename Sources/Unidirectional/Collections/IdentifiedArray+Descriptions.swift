extension IdentifiedArray: CustomStringConvertible {
  /// The elements, printed like an array: `[Todo(id: 1, title: "Buy milk")]`.
  public var description: String {
    Array(storage).description
  }
}

extension IdentifiedArray: CustomDebugStringConvertible {
  /// The elements, printed like an array, as `description` prints them.
  public var debugDescription: String {
    Array(storage).debugDescription
  }
}
