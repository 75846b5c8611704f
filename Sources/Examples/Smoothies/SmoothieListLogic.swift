public import Foundation

/// The menu screen's presentation logic, as pure functions (article 004): what a row says
/// and which rows a search shows follow from their inputs alone, so they are tested as
/// functions and recomputed whenever the state they read changes.
public enum SmoothieListLogic {
  /// The sale's last day as the menu prints it, `"~ 2024/05/31"`, in `timeZone`.
  ///
  /// Computed from a Gregorian calendar, not a locale's formatter, so every device prints
  /// the same text.
  ///
  /// - Parameters:
  ///   - date: The last day of the sale.
  ///   - timeZone: The time zone the day is counted in.
  /// - Returns: The text of the row's date label.
  public static func saleEndText(for date: Date, in timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let day = calendar.dateComponents([.year, .month, .day], from: date)
    let year = day.year ?? 0
    let month = day.month ?? 0
    let dayOfMonth = day.day ?? 0
    return "~ \(year)/\(twoDigits(month))/\(twoDigits(dayOfMonth))"
  }

  /// The price as the menu prints it, `"¥1,200"`.
  ///
  /// - Parameter price: The price in yen.
  /// - Returns: The text of the row's price label.
  public static func priceText(for price: Int) -> String {
    let digits = String(price.magnitude)
    let grouped = digits.reversed().enumerated().reduce(into: "") { text, pair in
      if pair.offset > 0 && pair.offset % 3 == 0 { text.append(",") }
      text.append(pair.element)
    }
    return (price < 0 ? "-¥" : "¥") + String(grouped.reversed())
  }

  /// The smoothies whose title contains `keyword`, in menu order; every smoothie for a
  /// blank keyword. Case, width and accents do not matter, and surrounding spaces are
  /// ignored, as in a search field.
  ///
  /// - Parameters:
  ///   - smoothies: The whole menu.
  ///   - keyword: What the user typed.
  /// - Returns: The smoothies to show.
  public static func filter(_ smoothies: [Smoothie], by keyword: String) -> [Smoothie] {
    let keyword = keyword.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !keyword.isEmpty else { return smoothies }
    return smoothies.filter {
      $0.title.range(of: keyword, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]) != nil
    }
  }

  private static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
