/// Prints reports as aligned text for people.
///
/// ```text
/// store.send.sync — 1,000,000 synchronous actions through Store.send …
///   contender                          ops       median          min          max       per op
///   Store.send                     1000000     52.31 ms     51.90 ms     53.02 ms      52.3 ns
///   …
///   Store.send / @Observable view model                  1.21x    at most 2.00x   pass
/// ```
enum TableFormatter {
  /// The lines printed before the first benchmark.
  static func header(machine: Machine, quick: Bool) -> String {
    """
    unidirectional-benchmarks (\(quick ? "quick" : "full") run, release build)
    machine: \(machine.cpu), \(machine.cores) cores

    """
  }

  /// One benchmark's block: its measurements, then its checks, then its notes.
  static func format(_ report: BenchmarkReport) -> String {
    var lines = ["\(report.name) — \(report.summary)"]
    let labelWidth = max(24, report.measurements.map(\.label.count).max() ?? 0)
    lines.append(
      "  " + "contender".padded(to: labelWidth)
        + ["ops", "median", "min", "max", "per op"].map { $0.leftPadded(to: 13) }.joined())
    for measurement in report.measurements {
      lines.append("  " + measurement.label.padded(to: labelWidth) + columns(of: measurement))
    }
    let checkWidth = max(40, report.checks.map(\.name.count).max() ?? 0)
    for check in report.checks {
      lines.append("  " + check.name.padded(to: checkWidth) + verdict(of: check))
    }
    lines += report.notes.map { "  note: \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func columns(of measurement: Measurement) -> String {
    let operations = Double(measurement.operations)
    let cells: [String] =
      switch measurement.unit {
      case .nanoseconds:
        [
          "\(measurement.operations)",
          time(measurement.perOperation * operations),
          time(measurement.minimum * operations),
          time(measurement.maximum * operations),
          time(measurement.perOperation),
        ]
      case .bytes:
        [
          "\(measurement.operations)",
          bytes(measurement.perOperation * operations),
          bytes(measurement.minimum * operations),
          bytes(measurement.maximum * operations),
          fixed(measurement.perOperation, digits: 1) + " B",
        ]
      }
    return cells.map { $0.leftPadded(to: 13) }.joined()
  }

  private static func verdict(of check: Check) -> String {
    let value =
      check.kind == .ratio ? fixed(check.value, digits: 2) + "x" : figure(check.value, check.unit)
    guard let threshold = check.threshold else {
      return value.leftPadded(to: 12) + "   reported"
    }
    let limit =
      check.kind == .ratio ? fixed(threshold, digits: 2) + "x" : figure(threshold, check.unit)
    let outcome = check.passed == true ? "pass" : "MISS"
    let scope = check.kind == .absolute ? " (absolute: checked in full runs)" : ""
    return value.leftPadded(to: 12) + "   at most " + limit.padded(to: 10) + outcome + scope
  }

  private static func figure(_ value: Double, _ unit: String) -> String {
    unit == "ns" ? time(value) : fixed(value, digits: 2) + " " + unit
  }

  /// A duration given in nanoseconds, in the unit that reads best.
  static func time(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: fixed(nanoseconds, digits: 1) + " ns"
    case ..<1_000_000: fixed(nanoseconds / 1_000, digits: 2) + " µs"
    case ..<1_000_000_000: fixed(nanoseconds / 1_000_000, digits: 2) + " ms"
    default: fixed(nanoseconds / 1_000_000_000, digits: 2) + " s"
    }
  }

  /// A byte count, in MiB.
  static func bytes(_ count: Double) -> String {
    fixed(count / 1_048_576, digits: 1) + " MiB"
  }

  /// `value` rounded to `digits` decimals, without Foundation's formatters.
  static func fixed(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard digits > 0 else { return "\(sign)\(whole)" }
    let fractionText = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: digits - fractionText.count)
      + fractionText
  }
}
