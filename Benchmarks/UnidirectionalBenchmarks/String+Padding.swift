extension String {
  /// The string followed by spaces up to `width` characters; longer strings are unchanged.
  func padded(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }

  /// Spaces followed by the string, up to `width` characters; longer strings are unchanged.
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
