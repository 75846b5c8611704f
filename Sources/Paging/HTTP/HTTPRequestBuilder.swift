import Foundation

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
    var queryItems = components?.queryItems ?? []
    for (parameter, value) in parameters {
      switch parameter {
      case .query(let name): queryItems.append(URLQueryItem(name: name, value: value))
      case .header(let name): headers[name] = value
      }
    }
    components?.queryItems = queryItems.isEmpty ? nil : queryItems
    var request = URLRequest(url: components?.url ?? url)
    request.httpMethod = "GET"
    request.timeoutInterval = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    for (name, value) in headers {
      request.setValue(value, forHTTPHeaderField: name)
    }
    return request
  }
}
