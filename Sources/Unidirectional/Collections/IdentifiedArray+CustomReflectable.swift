extension IdentifiedArray: CustomReflectable {
  /// A mirror whose children are the elements, in order, with the `.collection` display
  /// style.
  ///
  /// The hash table's layout depends on the process's random hash seed, so reflecting the
  /// stored properties would make `dump(_:)` and ``structuralDump(_:)`` differ from run to
  /// run. Reflected as its elements, a collection dumps like an array holding them.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: storage, displayStyle: .collection)
  }
}
