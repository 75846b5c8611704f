extension String {
  /// The text with two spaces before each line that is not empty, for nesting one report
  /// in another: a dump under its heading, a regression test under a failure.
  package var indented: String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  \($0)" }
      .joined(separator: "\n")
  }
}
