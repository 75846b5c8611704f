public import Foundation

/// A smoothie on the menu of article 004's sample app.
///
/// Codable, because a favorite is kept whole, across a restart too: it still shows after
/// its smoothie has left the menu.
public struct Smoothie: Identifiable, Hashable, Sendable, Codable {
  /// The smoothie's id.
  public let id: String
  /// Its name on the menu.
  public let title: String
  /// Its price, in yen.
  public let price: Int
  /// The last day it is sold.
  public let endDate: Date

  /// Creates a smoothie.
  ///
  /// - Parameters:
  ///   - id: The smoothie's id.
  ///   - title: Its name on the menu.
  ///   - price: Its price, in yen.
  ///   - endDate: The last day it is sold.
  public init(id: String, title: String, price: Int, endDate: Date) {
    self.id = id
    self.title = title
    self.price = price
    self.endDate = endDate
  }
}
