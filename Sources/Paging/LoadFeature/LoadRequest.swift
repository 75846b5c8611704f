/// What ``LoadFeature`` asks its `load` dependency for: the whole value, so it carries
/// nothing; its ``RequestLedger`` records only the id.
public struct LoadRequest: Hashable, Sendable {
  /// The one request a load makes.
  public init() {}
}
