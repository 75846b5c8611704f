/// JSON text written straight into a string for a page's `<script>` element: faster than an
/// encoder for the hundreds of thousands of small strings a long recording's page holds,
/// and `<` is written `\u003c`, so no string can close the element.
struct EmbeddedJSON {
  /// The text so far.
  private(set) var text = ""

  /// Starts empty, with room for about `capacity` bytes.
  init(capacity: Int = 0) {
    text.reserveCapacity(capacity)
  }

  /// Appends raw JSON punctuation or a number: `{`, `,`, `"key":`, `12`.
  mutating func raw(_ json: String) {
    text += json
  }

  /// Appends `string` as a JSON string.
  mutating func string(_ string: String) {
    text.unicodeScalars.append("\"")
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "<": text += "\\u003c"
      case "\u{2028}": text += "\\u2028"
      case "\u{2029}": text += "\\u2029"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text.unicodeScalars.append("\"")
  }

  /// Appends `values` as a JSON array, each written by `element`.
  mutating func array<Element>(_ values: some Sequence<Element>, _ element: (inout EmbeddedJSON, Element) -> Void) {
    raw("[")
    var first = true
    for value in values {
      if !first { raw(",") }
      first = false
      element(&self, value)
    }
    raw("]")
  }
}
