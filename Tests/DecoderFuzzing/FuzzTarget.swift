package import Foundation
import Unidirectional

/// One decoder of data a user or a file supplies: the package's own encodings to start
/// mutating from, and how to judge what the decoder makes of an input.
///
/// `examine` runs in the fuzzer's child process: a trap in it is a crash the parent sees.
package struct FuzzTarget: Sendable {
  /// The decoder's name on the command line and in reports, such as `AppError`.
  package let name: String
  /// Valid inputs, as the package writes them.
  package let seeds: [Data]
  /// Decodes an input and judges the result.
  package let examine: @Sendable (Data) -> Verdict

  /// Describes a target.
  package init(name: String, seeds: [Data], examine: @escaping @Sendable (Data) -> Verdict) {
    self.name = name
    self.seeds = seeds
    self.examine = examine
  }
}

extension FuzzTarget {
  /// A target for a `Codable` value read as a package reader reads JSON: nesting bounded
  /// first (Foundation's `JSONDecoder` traps past 512 levels), then decoded. A value that
  /// decodes must encode, decode again to an equal value, and pass `check`.
  ///
  /// - Parameters:
  ///   - name: The target's name.
  ///   - values: The values whose encodings seed the campaign.
  ///   - check: What else a decoded value must keep; `nil` when it does, or what it breaks.
  package static func codable<Value: Codable & Equatable & SendableMetatype>(
    _ name: String,
    seeds values: [Value],
    check: @escaping @Sendable (Value) -> String? = { _ in nil }
  ) -> FuzzTarget {
    FuzzTarget(name: name, seeds: values.map(encoded)) { data in
      let value: Value
      do {
        try JSONNesting.check(data)
        value = try JSONDecoder().decode(Value.self, from: data)
      } catch {
        return .rejected(oneLine(error))
      }
      do {
        let again = try JSONDecoder().decode(Value.self, from: try JSONEncoder().encode(value))
        guard again == value else { return .inconsistent("differs from itself once encoded and decoded again") }
      } catch {
        return .inconsistent("does not decode once encoded: \(oneLine(error))")
      }
      return check(value).map(Verdict.inconsistent) ?? .accepted
    }
  }

  /// `value` as the package writes it, keys sorted.
  static func encoded<Value: Encodable>(_ value: Value) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    do {
      return try encoder.encode(value)
    } catch {
      fatalError("a seed of the fuzzer does not encode: \(error)")
    }
  }

  /// An error's description on one line, its line breaks made visible.
  package static func oneLine(_ error: any Error) -> String {
    String(describing: error).replacingOccurrences(of: "\n", with: "⏎")
  }
}
