/// The value of the list's loading state while its rows live in the ``PagedList``: the
/// state keeps which of the nine cases it is in, and the list the rows.
@usableFromInline
struct RowsShown: Hashable, Sendable {
  @usableFromInline
  init() {}
}
