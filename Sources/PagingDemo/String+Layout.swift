extension String {
  /// The string followed by spaces up to `width` characters, and at least one space.
  ///
  /// - Parameter width: The column the next text starts at.
  func padding(to width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(width - count, 1))
  }

  /// The string cut to at most `width` characters, ending in "…" when it was cut.
  ///
  /// - Parameter width: The most characters the result may have; at least 1.
  func truncated(to width: Int) -> String {
    count <= width ? self : String(prefix(Swift.max(width - 1, 0))) + "…"
  }

  /// The string's words in lines of at most `width` characters; a word longer than that
  /// gets a line of its own, cut to fit.
  ///
  /// - Parameter width: The most characters a line may have.
  func wrapped(to width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map { $0.truncated(to: width) }
  }
}
