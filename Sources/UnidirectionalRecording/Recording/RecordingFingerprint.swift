import Foundation
import Unidirectional

/// How a recording digests the state each action left, and how a replay digests its own
/// states to compare them: a 64-bit fingerprint.
///
/// ``json`` is the same on every device and in every process: the FNV-1a digest of the
/// state encoded with sorted keys, the encoding a recording file holds its start state in,
/// so a recording made on a phone is checked on a laptop. That holds for a state of
/// structs, enums, arrays and dictionaries keyed by strings or integers; a `Set`, or a
/// dictionary keyed otherwise, encodes in an order Swift seeds per process, so give such a
/// state a digest of your own with ``init(_:)``. ``hashValueInThisProcess`` needs
/// only `Hashable`, but Swift seeds its hashing per process, so it checks a recording only
/// in the process that made it, as a test does. Two different states share a fingerprint
/// with a probability of about 2⁻⁶⁴ per comparison.
///
/// A fingerprint is taken after every action, so ``json`` costs a whole encoding of the
/// state each step: over a long session whose state grows, a recording slows with it. Give
/// such a state a digest of what matters with ``init(_:)``, or record without fingerprints.
///
/// ```swift
/// struct Score: Encodable { var points = 3 }
/// let fingerprint = RecordingFingerprint<Score>.json
/// print(fingerprint.of(Score()) == fingerprint.of(Score(points: 3)))   // true
/// ```
public struct RecordingFingerprint<State> {
  private let digest: (State) -> UInt64

  /// A fingerprint computed by `digest`, which must give equal states equal digests.
  ///
  /// - Parameter digest: The digest of a state.
  public init(_ digest: @escaping (State) -> UInt64) {
    self.digest = digest
  }

  /// The fingerprint of `state`.
  ///
  /// - Parameter state: A state.
  /// - Returns: Its fingerprint.
  public func of(_ state: State) -> UInt64 {
    digest(state)
  }
}

extension RecordingFingerprint where State: Encodable {
  /// The digest of the state's JSON with sorted keys: the same in every process; `0` for
  /// a state that cannot be encoded, which a file could not hold either (`jsonLines()`
  /// throws for it).
  public static var json: Self {
    Self { state in
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      guard let json = try? encoder.encode(state) else { return 0 }
      return json.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }
  }
}

extension RecordingFingerprint where State: Hashable {
  /// The state's `hashValue`: cheap, but seeded per process, so it checks a recording only
  /// in the process that made it.
  public static var hashValueInThisProcess: Self {
    Self { UInt64(bitPattern: Int64($0.hashValue)) }
  }
}
