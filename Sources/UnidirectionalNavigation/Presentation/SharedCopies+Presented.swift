public import Unidirectional

extension SharedCopies {
  /// The copies inside the presented child at `path`, while it is shown; a child closed by
  /// the sharing is dismissed, and its effects are cancelled as for any dismissal.
  ///
  /// The child is changed in place: it stays the same presentation, with the same id and
  /// effects.
  ///
  /// ```swift
  /// struct Meeting: Identifiable, Equatable { let id: Int; var title: String }
  /// struct Editor: Equatable { var meeting: Meeting }
  /// struct App { @PresentationState var editor: Editor? }
  ///
  /// var edited: SharedCopies<App, Meeting> { .presented(\.$editor, .field(\.meeting)) }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The presentation, the projected value of a `@PresentationState` property.
  ///   - copies: Where the copies live in the child.
  /// - Returns: The copies of the child, none while nothing is presented.
  @inlinable public static func presented<Child>(
    _ path: WritableKeyPath<Root, PresentationState<Child>>, _ copies: SharedCopies<Child, Value>
  ) -> Self {
    Self(
      read: { root, body in
        if let child = root[keyPath: path].wrappedValue { copies.read(child, body) }
      },
      visit: { root, visitor in
        guard let id = root[keyPath: path].id,
          let child = root[keyPath: path].wrappedValue, copies.anyNeedsVisit(in: child, by: visitor)
        else { return .keep }
        let fate = root[keyPath: path].modify(id: id) { copies.visit(&$0, visitor) }
        if fate == .close { root[keyPath: path].dismiss() }
        return .keep
      })
  }
}
