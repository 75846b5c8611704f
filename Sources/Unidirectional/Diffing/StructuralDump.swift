/// Renders a value as indented, deterministic text that shows its whole structure, one field
/// per line.
///
/// Use it when a value has to be read by a person: in a failure message, in a log, or as the
/// input of ``lineDiff(_:_:)``, which is how ``valueDiff(_:_:)`` shows what changed between
/// two states. The same value always gives the same text, so two dumps can be compared line by
/// line.
///
/// ```swift
/// enum Status { case idle, loaded(value: Int) }
/// struct Counter {
///   var count = 1
///   var name = "Blob"
///   var tags = ["a", "b"]
///   var status = Status.loaded(value: 3)
///   var next: Int? = nil
/// }
/// print(structuralDump(Counter()))
/// ```
///
/// ```text
/// Counter(
///   count: 1,
///   name: "Blob",
///   tags: [
///     [0]: "a",
///     [1]: "b"
///   ],
///   status: .loaded(
///     value: 3
///   ),
///   next: nil
/// )
/// ```
///
/// The value is walked with `Mirror`, and each kind of value reads as follows:
///
/// - Structs and classes print `TypeName(` with their fields and `)`, or `TypeName()` when they
///   have no fields. A class's inherited fields come first. An object that contains itself
///   prints `TypeName(↩︎)` where the cycle closes. Type names keep their generic arguments:
///   `Box<Int>(`.
/// - Enum cases print `.caseName`. Payloads follow in parentheses with their labels, one per
///   line; unlabelled payload values print without a label. A single unlabelled payload that
///   fits on one line stays on the case's line: `.success(42)`. A payload-less case of an enum
///   that customises its description prints that description.
/// - Optionals print the wrapped value or `nil`.
/// - Arrays and other collections print `[0]: element` lines inside `[` and `]`; dictionaries
///   print `key: value` lines ordered by the dumps of their keys; sets print their elements
///   ordered by their dumps. Empty ones print `[]`, or `[:]` for a dictionary. A type that
///   conforms to `CustomReflectable` is walked through its custom mirror, so ``IdentifiedArray``
///   prints exactly like an array of its elements, never its hash table, whose layout differs
///   from process to process.
/// - A value of a type that adopts ``StructuralDumpRepresentable`` prints as its
///   ``StructuralDumpRepresentable/structuralDumpValue`` would.
/// - Tuples print `(` with `label: value` lines and `)`; an unlabelled element is labelled by
///   its position: `_0`, `_1`.
/// - Strings print as quoted Swift literals with escapes (`"a\"b\n"`). A string with more than
///   one line of text prints as a `"""` literal with one line of text per line.
/// - Numbers, `Bool`, `Character`, `Duration`, `UUID` and `Date` print as Swift literals: `42`,
///   `0.5`, `.nan`, `true`, `"x"`, `.milliseconds(1500)`, `UUID(uuidString: "…")!`,
///   `Date(timeIntervalSinceReferenceDate: 0.5)`. Numbers, strings, `nil` and payload-less enum cases
///   always print on one line.
///
/// - Parameter value: The value to render.
/// - Returns: The dump, without a trailing newline.
/// - Complexity: O(*n* log *n*), where *n* is the number of values reachable from `value`; the
///   logarithm comes from ordering the elements of dictionaries and sets.
public func structuralDump(_ value: Any) -> String {
  var writer = DumpWriter()
  writer.write(value)
  return writer.output
}
