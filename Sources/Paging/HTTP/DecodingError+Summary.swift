/// A `DecodingError` in one line: where in the JSON, and what was wrong there.
extension DecodingError {
  var summary: String {
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      Self.describe(context)
    case .keyNotFound(let key, let context):
      "no key \"\(key.stringValue)\" at \(Self.path(context.codingPath))"
    @unknown default:
      String(describing: self)
    }
  }

  private static func describe(_ context: Context) -> String {
    context.codingPath.isEmpty
      ? context.debugDescription
      : "at \(path(context.codingPath)): \(context.debugDescription)"
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    guard !codingPath.isEmpty else { return "the top level" }
    return codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
  }
}
