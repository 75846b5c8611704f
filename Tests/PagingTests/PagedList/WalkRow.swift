/// A row of the `PagedList` walk: an id, and the version of its content, so that the walk
/// sees which copy of a row the list keeps (the server's, an older page's, or an edit's).
///
/// It prints as `3v1`: row 3, version 1.
struct WalkRow: Identifiable, Hashable, Sendable, CustomStringConvertible {
  let id: Int
  let version: Int

  var description: String { "\(id)v\(version)" }
}
