/// The random numbers a feature draws: the system's live, a seeded sequence in tests.
///
/// A reference shared by every reader, so draws go on from one read to the next. Use it as
/// any `RandomNumberGenerator`:
///
/// ```swift
/// @Dependency(\.randomNumbers) var randomNumbers
/// var random = randomNumbers
/// let roll = Int.random(in: 1...6, using: &random)
/// ```
public final class RandomNumberSource: RandomNumberGenerator, Sendable {
  private let generator: LockedState<any RandomNumberGenerator & Sendable>

  /// A source that draws from `generator`.
  ///
  /// - Parameter generator: The generator to draw from.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = LockedState(generator)
  }

  /// The next 64 random bits; while a store records, the ones its reducer read, and
  /// while a replay runs, the recorded ones.
  public func next() -> UInt64 {
    let read = DependencyReadTap.read(.randomBits) { .randomBits(draw()) }
    guard case .randomBits(let value) = read else { preconditionFailure("A dependency tap gave \(read) for a draw of random bits.") }
    return value
  }

  /// The next 64 bits, without showing them to a recording or a replay.
  package func draw() -> UInt64 {
    generator.withLock { $0.next() }
  }

  /// The system's random numbers.
  public static var system: RandomNumberSource {
    RandomNumberSource(SystemRandomNumberGenerator())
  }

  /// The same sequence on every run for the same `seed`.
  ///
  /// - Parameter seed: Picks the sequence.
  public static func seeded(_ seed: UInt64) -> RandomNumberSource {
    RandomNumberSource(SeededRandomNumberGenerator(seed: seed))
  }
}

extension DependencyValues {
  /// Random numbers: the system's live and in previews, ``RandomNumberSource/seeded(_:)``
  /// with seed 0 in tests, a fresh sequence for each test store.
  public var randomNumbers: RandomNumberSource {
    get { self[RandomNumberSourceKey.self] }
    set { self[RandomNumberSourceKey.self] = newValue }
  }
}

/// The key of ``DependencyValues/randomNumbers``.
enum RandomNumberSourceKey: DependencyKey {
  static var liveValue: RandomNumberSource { .system }
  static var previewValue: RandomNumberSource { .system }
  static var testValue: RandomNumberSource { .seeded(0) }
}
