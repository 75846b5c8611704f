/// Today's weather, one of the two answers article 003's screen waits for.
public struct Weather: Equatable, Sendable {
  /// The temperature, in degrees Celsius.
  public let celsius: Int

  /// Creates a forecast.
  ///
  /// - Parameter celsius: The temperature, in degrees Celsius.
  public init(celsius: Int) {
    self.celsius = celsius
  }
}
