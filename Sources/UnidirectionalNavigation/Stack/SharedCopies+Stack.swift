public import Unidirectional

extension SharedCopies {
  /// The copies inside every screen of the stack at `path`; a screen closed by the sharing
  /// is popped with every screen above it, and their effects are cancelled as for any pop.
  ///
  /// ```swift
  /// struct Meeting: Identifiable, Equatable { let id: Int; var title: String }
  /// struct Detail: Equatable { var meeting: Meeting }
  /// struct App { var path = StackState<Detail>() }
  ///
  /// var details: SharedCopies<App, Meeting> { .stack(\.path, .field(\.meeting)) }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The stack, as a `forEach` over its screens runs it.
  ///   - copies: Where the copies live in a screen.
  /// - Returns: The copies of every screen, from the bottom up.
  @inlinable public static func stack<Screen>(
    _ path: WritableKeyPath<Root, StackState<Screen>>, _ copies: SharedCopies<Screen, Value>
  ) -> Self {
    Self(
      read: { root, body in
        for screen in root[keyPath: path] { copies.read(screen, body) }
      },
      visit: { root, visitor in
        // Ids first, then writes: reading the stack while writing it would copy it.
        let stack = root[keyPath: path]
        var visited: [StackElementID] = []
        for index in stack.indices where copies.anyNeedsVisit(in: stack[index], by: visitor) {
          visited.append(stack.ids[index])
        }
        for id in visited {
          let fate = root[keyPath: path].modify(id: id) { copies.visit(&$0, visitor) }
          if fate == .close {
            root[keyPath: path].popFrom(id: id)
            break
          }
        }
        return .keep
      })
  }
}
