import Foundation

/// The media type of a `Content-Type` header, without its parameters.
struct MediaType {
  let essence: String?

  init(_ contentType: String?) {
    essence = contentType?.split(separator: ";").first?
      .trimmingCharacters(in: .whitespaces).lowercased()
  }

  /// Whether a JSON body is expected: `application/json` or a `+json` type. A response
  /// without a content type is given the benefit of the doubt and decoded.
  var isJSON: Bool {
    guard let essence else { return true }
    return essence == "application/json" || essence.hasSuffix("+json")
  }

  /// Whether the body is an HTML page: a proxy's error page or a captive portal.
  var isHTML: Bool {
    essence == "text/html" || essence == "application/xhtml+xml"
  }
}
