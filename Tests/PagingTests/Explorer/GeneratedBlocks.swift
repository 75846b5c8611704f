/// The generated parts of a Markdown page: each sits between `<!-- generated: NAME -->` and
/// `<!-- end generated -->` inside a fenced code block whose language is the block's kind.
enum GeneratedBlocks {
  struct MissingBlock: Error, CustomStringConvertible {
    let name: String
    var description: String { "the page has no block <!-- generated: \(name) -->" }
  }

  /// The page with every generated block's body replaced by `blocks[name]`.
  static func replacing(in page: String, with blocks: [String: String]) throws -> String {
    var lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (name, body) in blocks.sorted(by: { $0.key < $1.key }) {
      guard let start = lines.firstIndex(of: "<!-- generated: \(name) -->"),
        let end = lines[start...].firstIndex(of: "<!-- end generated -->")
      else { throw MissingBlock(name: name) }
      let fence = name.hasSuffix("dot") ? "```dot" : "```mermaid"
      lines.replaceSubrange((start + 1)..<end, with: [fence, body, "```"])
    }
    return lines.joined(separator: "\n")
  }
}
