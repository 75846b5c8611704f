/// Where a ``StreamFeature``'s subscription is: not running, following the stream, or
/// ended by the stream itself; written as `{"subscribed":{"id":3}}`.
public enum StreamSubscription: Hashable, Sendable, Codable {
  /// Nothing is subscribed: never yet, or the view went away. The next `appear` subscribes.
  case notSubscribed

  /// The subscription with this id follows the stream; only its events are acted on.
  case subscribed(id: Int)

  /// The stream finished or threw. `appear` leaves it so; `refresh` or `retry` subscribes
  /// again.
  case ended
}
