/// What one benchmark found: its measurements, the checks on them, and any series to plot.
struct BenchmarkReport: Sendable, Encodable {
  /// The benchmark's name.
  let name: String
  /// One line on what is measured against what.
  let summary: String
  /// One per contender; the first is the subject.
  var measurements: [Measurement]
  /// Ratios and absolute figures, each with its threshold if it has one.
  var checks: [Check]
  /// Curves for charts, such as paging cost against page index.
  var series: [Series] = []
  /// Facts worth printing next to the numbers.
  var notes: [String] = []
}

/// A figure a benchmark derives from its measurements, with the threshold it must meet.
///
/// Ratios are checked on every run (CI uses `--quick`); absolute figures depend on the
/// machine and are checked in full runs only. A check without a threshold is reported.
struct Check: Sendable, Encodable {
  /// Whether the figure is machine-independent.
  enum Kind: String, Sendable, Encodable {
    /// Subject divided by a baseline from the same run.
    case ratio
    /// A cost in nanoseconds (or bytes), which depends on the machine.
    case absolute
  }

  /// What is compared, such as `"Store.send / @Observable view model"`.
  let name: String
  /// Ratio or absolute figure.
  let kind: Kind
  /// The figure.
  let value: Double
  /// `"x"` for ratios, `"ns"` for absolute figures.
  let unit: String
  /// The most the figure may be; `nil` when it is only reported.
  let threshold: Double?

  /// A ratio of two medians.
  static func ratio(
    _ subject: Measurement, to baseline: Measurement, atMost threshold: Double? = nil
  ) -> Check {
    ratio(
      "\(subject.label) / \(baseline.label)",
      value: subject.ratio(to: baseline),
      atMost: threshold
    )
  }

  /// A ratio computed by the benchmark.
  static func ratio(_ name: String, value: Double, atMost threshold: Double? = nil) -> Check {
    Check(name: name, kind: .ratio, value: value, unit: "x", threshold: threshold)
  }

  /// An absolute figure, with the target it should meet on this machine class.
  static func absolute(
    _ name: String, value: Double, unit: String = "ns", atMost threshold: Double? = nil
  ) -> Check {
    Check(name: name, kind: .absolute, value: value, unit: unit, threshold: threshold)
  }

  /// Whether the figure meets its threshold; `nil` when it has none.
  var passed: Bool? {
    threshold.map { value <= $0 }
  }

  private enum CodingKeys: String, CodingKey {
    case name, kind, value, unit, threshold, passed
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(kind, forKey: .kind)
    try container.encode(value, forKey: .value)
    try container.encode(unit, forKey: .unit)
    try container.encode(threshold, forKey: .threshold)
    try container.encode(passed, forKey: .passed)
  }
}

/// A curve to plot: `y` against `x`, such as nanoseconds per append against page index.
struct Series: Sendable, Encodable {
  /// The curve's name in a legend.
  let label: String
  /// What `x` is.
  let x: String
  /// What `y` is.
  let y: String
  /// The points, by increasing `x`.
  let points: [Point]

  /// One point of a curve.
  struct Point: Sendable, Encodable {
    let x: Double
    let y: Double
  }
}
