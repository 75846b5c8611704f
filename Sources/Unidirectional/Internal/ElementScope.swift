/// The place of one element's effects in a `forEach` or a stack: the reducer's place and
/// the element id.
package struct ElementScope<ID: Hashable & Sendable>: Hashable, Sendable {
  let path: ScopeIdentity
  let id: ID

  package init(path: ScopeIdentity, id: ID) {
    self.path = path
    self.id = id
  }
}
