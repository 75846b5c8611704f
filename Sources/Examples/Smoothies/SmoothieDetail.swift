/// The detail a selected row of the menu opens, as drawn.
public struct SmoothieDetail: Equatable, Sendable {
  /// The smoothie shown.
  public let smoothie: Smoothie
  /// Its price, formatted.
  public let price: String
  /// The last day of its sale, formatted.
  public let saleEnd: String
  /// Whether it is a favorite.
  public let isFavorite: Bool

  /// Creates a detail as drawn.
  ///
  /// - Parameters:
  ///   - smoothie: The smoothie shown.
  ///   - price: Its price, formatted.
  ///   - saleEnd: The last day of its sale, formatted.
  ///   - isFavorite: Whether it is a favorite.
  public init(smoothie: Smoothie, price: String, saleEnd: String, isFavorite: Bool) {
    self.smoothie = smoothie
    self.price = price
    self.saleEnd = saleEnd
    self.isFavorite = isFavorite
  }
}
