/// One row of the menu, as drawn.
public struct SmoothieRow: Identifiable, Equatable, Sendable {
  /// The smoothie's id.
  public let id: Smoothie.ID
  /// Its name.
  public let title: String
  /// Its price, formatted.
  public let price: String
  /// The last day of its sale, formatted.
  public let saleEnd: String
  /// Whether its heart is filled.
  public let isFavorite: Bool

  /// Creates a row as drawn.
  ///
  /// - Parameters:
  ///   - id: The smoothie's id.
  ///   - title: Its name.
  ///   - price: Its price, formatted.
  ///   - saleEnd: The last day of its sale, formatted.
  ///   - isFavorite: Whether its heart is filled.
  public init(id: Smoothie.ID, title: String, price: String, saleEnd: String, isFavorite: Bool) {
    self.id = id
    self.title = title
    self.price = price
    self.saleEnd = saleEnd
    self.isFavorite = isFavorite
  }
}
