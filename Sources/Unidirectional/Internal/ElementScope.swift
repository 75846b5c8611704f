/// The place of one element's effects in a `forEach` or a stack: the reducer's place and
/// the element id.
struct ElementScope<ID: Hashable & Sendable>: Hashable, Sendable {
  let path: ScopeIdentity
  let id: ID
}
