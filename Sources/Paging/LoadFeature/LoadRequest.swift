/// What ``LoadFeature`` asks its `load` dependency for: the whole value, so it carries
/// nothing; its ``RequestLedger`` records only the id, and it is written as `{}`.
public struct LoadRequest: Hashable, Sendable, Codable {
  /// The one request a load makes.
  public init() {}
}
