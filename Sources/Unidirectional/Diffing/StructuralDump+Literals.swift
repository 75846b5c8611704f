#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// How `structuralDump` spells scalars and labels: Swift literals, escaped strings, case
// names and tuple labels.

package func literal(for value: Any) -> String? {
  switch value {
  case let integer as any BinaryInteger: String(describing: integer)
  case let bool as Bool: String(bool)
  case let number as any BinaryFloatingPoint: floatingPointLiteral(number)
  case let character as Character: quoted(String(character))
  case let scalar as Unicode.Scalar: quoted(String(scalar))
  case let uuid as UUID: uuidLiteral(uuid)
  case let date as Date: dateLiteral(date)
  default: nil
  }
}

/// `UUID(uuidString: "…")!`: a UUID exactly.
func uuidLiteral(_ uuid: UUID) -> String {
  "UUID(uuidString: \"\(uuid.uuidString)\")!"
}

/// `Date(timeIntervalSinceReferenceDate: …)`: a date exactly, in the `Double` it holds.
func dateLiteral(_ date: Date) -> String {
  "Date(timeIntervalSinceReferenceDate: \(floatingPointLiteral(date.timeIntervalSinceReferenceDate)))"
}

func floatingPointLiteral(_ number: some BinaryFloatingPoint) -> String {
  if number.isNaN {
    return ".nan"
  }
  if number.isInfinite {
    return number < 0 ? "-.infinity" : ".infinity"
  }
  return String(describing: number)
}

/// The shortest exact `Duration` literal: whole seconds, then milliseconds, microseconds or
/// nanoseconds, falling back to seconds plus attoseconds.
func durationLiteral(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  if attoseconds == 0 {
    return ".seconds(\(seconds))"
  }
  let units: [(name: String, attoseconds: Int64)] = [
    ("milliseconds", 1_000_000_000_000_000),
    ("microseconds", 1_000_000_000_000),
    ("nanoseconds", 1_000_000_000),
  ]
  for unit in units where attoseconds % unit.attoseconds == 0 {
    let perSecond = 1_000_000_000_000_000_000 / unit.attoseconds
    let (whole, overflowed) = seconds.multipliedReportingOverflow(by: perSecond)
    let (total, overflowedSum) = whole.addingReportingOverflow(attoseconds / unit.attoseconds)
    if !overflowed && !overflowedSum {
      return ".\(unit.name)(\(total))"
    }
  }
  return ".seconds(\(seconds)) + .attoseconds(\(attoseconds))"
}

/// `.caseName`, or the description of an enum that customises it, because the runtime only
/// reveals the case name through the default description.
package func caseName(of value: Any) -> String {
  let description = String(describing: value)
  let isCustomised = value is any CustomStringConvertible
    || value is any CustomDebugStringConvertible
    || value is any TextOutputStreamable
  return isCustomised ? description : "." + description
}

/// `_0` for the tuple position that `Mirror` labels `.0`; other labels unchanged.
func tupleLabel(_ label: String) -> String {
  label.hasPrefix(".") ? "_" + label.dropFirst() : label
}

package func quoted(_ string: String) -> String {
  var literal = "\""
  appendEscaped(string, insideMultilineLiteral: false, to: &literal)
  literal += "\""
  return literal
}

/// Appends `text` escaped for a string literal. Inside a `"""` literal, quotes are escaped only
/// where three would otherwise close the literal.
func appendEscaped(
  _ text: some StringProtocol,
  insideMultilineLiteral: Bool,
  to output: inout String
) {
  var quoteRun = 0
  for scalar in text.unicodeScalars {
    quoteRun = scalar == "\"" ? quoteRun + 1 : 0
    switch scalar {
    case "\\": output += "\\\\"
    case "\"" where !insideMultilineLiteral || quoteRun == 3:
      output += "\\\""
      quoteRun = 0
    case "\n": output += "\\n"
    case "\r": output += "\\r"
    case "\t": output += "\\t"
    case "\0": output += "\\0"
    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
      output += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    default: output.unicodeScalars.append(scalar)
    }
  }
}

/// Whether the string holds a line break followed by more text, so it reads best as a
/// multi-line literal.
func spansLines(_ string: String) -> Bool {
  string.dropLast().contains("\n")
}
