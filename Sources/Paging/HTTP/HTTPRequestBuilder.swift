import Foundation
import Unidirectional

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Builds a `GET` from a base URL, the headers every request carries, and the parameters
/// of this one.
struct HTTPRequestBuilder {
  let url: URL
  let headers: [String: String]
  let timeout: Duration

  func request(with parameters: [(HTTPParameter, String)] = []) -> URLRequest {
    var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    var headers = self.headers
    // The base URL's own query is kept byte for byte; each added item is encoded so that a
    // cursor holding `+`, `&` or `=` (base64, say) reaches the server unchanged.
    var query = components?.percentEncodedQuery.map { [$0] } ?? []
    for (parameter, value) in parameters {
      switch parameter {
      case .query(let name): query.append(Self.encoded(name) + "=" + Self.encoded(value))
      case .header(let name): headers[name] = value
      }
    }
    components?.percentEncodedQuery = query.isEmpty ? nil : query.joined(separator: "&")
    var request = URLRequest(url: components?.url ?? url)
    request.httpMethod = "GET"
    request.timeoutInterval = timeout.inSeconds
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    for (name, value) in headers {
      request.setValue(value, forHTTPHeaderField: name)
    }
    return request
  }

  /// Characters a query name or value may hold as they are: unreserved ones only.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
  )

  private static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }
}
