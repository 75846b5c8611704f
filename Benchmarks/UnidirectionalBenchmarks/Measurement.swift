/// The samples of one contender in a benchmark, and their summary.
///
/// Every sample is a cost per operation: nanoseconds per operation for a timing, bytes per
/// item for a memory probe. The median is the figure ratios are taken from; min and max show
/// the spread.
struct Measurement: Sendable {
  /// What a sample counts.
  enum Unit: String, Sendable, Encodable {
    /// Nanoseconds per operation.
    case nanoseconds = "ns"
    /// Bytes per item.
    case bytes
  }

  /// Which contender this is, as the table prints it.
  let label: String
  /// How many operations one sample covers (items, for memory).
  let operations: Int
  /// What a sample counts.
  let unit: Unit
  /// The cost per operation of each sample, in order.
  let samples: [Double]

  /// A timing: each sample took the given duration for `operations` operations.
  init(label: String, operations: Int, durations: [Duration]) {
    self.init(
      label: label,
      operations: operations,
      unit: .nanoseconds,
      samples: durations.map { $0.nanoseconds / Double(operations) }
    )
  }

  init(label: String, operations: Int, unit: Unit, samples: [Double]) {
    precondition(!samples.isEmpty, "\(label): a measurement needs at least one sample")
    self.label = label
    self.operations = operations
    self.unit = unit
    self.samples = samples
  }

  /// The median cost per operation.
  var perOperation: Double { samples.median }
  /// The cheapest sample, per operation.
  var minimum: Double { samples.min()! }
  /// The dearest sample, per operation.
  var maximum: Double { samples.max()! }

  /// `self` divided by `baseline`, median by median.
  func ratio(to baseline: Measurement) -> Double {
    perOperation / baseline.perOperation
  }
}

extension Measurement: Encodable {
  private enum CodingKeys: String, CodingKey {
    case label, operations, unit, samples, median, min, max, perOperation
  }

  /// Per-operation figures plus the totals a sample stands for (`median`, `min`, `max`,
  /// in the unit times `operations`).
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(label, forKey: .label)
    try container.encode(operations, forKey: .operations)
    try container.encode(unit, forKey: .unit)
    try container.encode(samples, forKey: .samples)
    try container.encode(perOperation * Double(operations), forKey: .median)
    try container.encode(minimum * Double(operations), forKey: .min)
    try container.encode(maximum * Double(operations), forKey: .max)
    try container.encode(perOperation, forKey: .perOperation)
  }
}

extension Collection<Double> {
  /// The middle value; the mean of the two middle values for an even count.
  var median: Double {
    precondition(!isEmpty, "the median of nothing")
    let sorted = self.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The arithmetic mean.
  var mean: Double {
    precondition(!isEmpty, "the mean of nothing")
    return reduce(0, +) / Double(count)
  }
}

extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
