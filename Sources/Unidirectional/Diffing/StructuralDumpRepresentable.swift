/// A type that chooses the value ``structuralDump(_:)`` shows in its place.
///
/// Adopt it when a type's stored properties are not what the reader of a test failure or a
/// ``Reducer/logChanges(prefix:to:)`` line should see: a wrapper that should read as the value
/// it wraps, a secret that must stay out of logs, or storage whose layout is an implementation
/// detail. The dump writes ``structuralDumpValue`` where the value would be, by the same rules
/// as any other value, so the replacement may be a number, a string, a struct, a collection
/// or another adopting type. ``valueDiff(_:_:)`` compares these replacements too. `print(_:)`
/// and `dump(_:)` are not affected; those read `CustomStringConvertible` and
/// `CustomReflectable`.
///
/// ```swift
/// struct UserID: Hashable, StructuralDumpRepresentable {
///   var rawValue: String
///   var structuralDumpValue: Any { rawValue }
/// }
/// struct Profile {
///   var id: UserID
///   var friends: [UserID]
/// }
/// let profile = Profile(id: UserID(rawValue: "blob"), friends: [UserID(rawValue: "jr")])
/// print(structuralDump(profile))
/// ```
///
/// ```text
/// Profile(
///   id: "blob",
///   friends: [
///     [0]: "jr"
///   ]
/// )
/// ```
public protocol StructuralDumpRepresentable {
  /// The value to dump in place of this one.
  ///
  /// A replacement of the adopting type itself, such as a normalised copy of `self`, is dumped
  /// field by field instead of being asked for its replacement again, so it cannot loop.
  var structuralDumpValue: Any { get }
}
