import Foundation
import ErrorHandling

/// Reads a `Retry-After` header: a number of seconds, or an HTTP date.
enum RetryAfter {
  static func duration(_ header: String?, now: Date = Date()) -> Duration? {
    guard let header = header?.trimmingCharacters(in: .whitespaces), !header.isEmpty else { return nil }
    if header.allSatisfy(\.isASCIIDigit) {
      // More seconds than an AppError holds is still a wait, and longer than any policy waits.
      return min(Int64(header).map { .seconds($0) } ?? AppError.longestRetryAfter, AppError.longestRetryAfter)
    }
    guard let date = httpDate.date(from: header) else { return nil }
    let seconds = date.timeIntervalSince(now).rounded(.up)
    return min(.seconds(max(0, seconds)), AppError.longestRetryAfter)
  }

  private static var httpDate: DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
