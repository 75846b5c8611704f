/// Where an action a store reduced came from.
public enum ActionOrigin: String, Hashable, Sendable, Codable {
  /// The app sent it: a view, a test, the code that owns the store.
  case sent
  /// An effect sent it: the answer of a request, a timer's tick, a value of a stream.
  case effect
}
