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
}
