extension Duration {
  /// The duration in seconds, as JSON, `URLRequest` and reports hold a time: `1.5` for
  /// one and a half seconds.
  package var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
