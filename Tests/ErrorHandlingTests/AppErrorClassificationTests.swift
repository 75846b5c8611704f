import Foundation
import Testing

import ErrorHandling

@Suite
struct AppErrorClassificationTests {
  struct SomeLibraryError: Error {}

  enum Key: String, CodingKey {
    case price
  }

  struct Item: Decodable {
    let price: Int
  }

  // MARK: - Errors that are already classified

  @Test(arguments: AppError.everyCase)
  func anAppErrorPassesThroughUnchanged(error: AppError) {
    // Given
    let thrown: any Error = error

    // When
    let classified = AppError(thrown)

    // Then
    #expect(classified == error)
  }

  @Test func aCancellationErrorBecomesCancelled() {
    // When
    let classified = AppError(CancellationError())

    // Then
    #expect(classified == .cancelled)
  }

  @Test func anErrorNobodyKnowsBecomesUnknown() {
    // When
    let classified = AppError(SomeLibraryError())

    // Then
    #expect(classified == .unknown)
  }

  @Test func anEncodingErrorIsNotMistakenForADecodingError() {
    // Given
    let error = EncodingError.invalidValue(
      Double.nan,
      EncodingError.Context(codingPath: [Key.price], debugDescription: "NaN")
    )

    // When
    let classified = AppError(error)

    // Then
    #expect(classified == .unknown)
  }

  // MARK: - URLError

  @Test(arguments: [
    (URLError.Code.notConnectedToInternet, AppError.network),
    (.timedOut, .network),
    (.networkConnectionLost, .network),
    (.cannotFindHost, .network),
    (.cannotConnectToHost, .network),
    (.dnsLookupFailed, .network),
    (.internationalRoamingOff, .network),
    (.dataNotAllowed, .network),
    (.callIsActive, .network),
    (.secureConnectionFailed, .network),
    (.cannotLoadFromNetwork, .network),
    (.cancelled, .cancelled),
    (.badServerResponse, .invalidResponse),
    (.cannotParseResponse, .invalidResponse),
    (.cannotDecodeRawData, .invalidResponse),
    (.cannotDecodeContentData, .invalidResponse),
    (.zeroByteResource, .noData),
    (.userAuthenticationRequired, .unauthorized),
    (.userCancelledAuthentication, .unauthorized),
    (.unknown, .unknown),
    (.badURL, .unknown),
    (.unsupportedURL, .unknown),
    (.httpTooManyRedirects, .unknown),
    (.redirectToNonExistentLocation, .unknown),
    (.fileDoesNotExist, .unknown),
    (.serverCertificateUntrusted, .unknown),
  ])
  func aURLErrorIsClassifiedByItsCode(code: URLError.Code, expected: AppError) {
    // Given
    let error = URLError(code)

    // When
    let classified = AppError(error)

    // Then
    #expect(classified == expected)
  }

  @Test(arguments: [
    (URLError.Code.notConnectedToInternet, AppError.network),
    (.cancelled, .cancelled),
    (.zeroByteResource, .noData),
    (.badURL, .unknown),
  ])
  func anNSErrorInTheURLDomainIsClassifiedLikeAURLError(code: URLError.Code, expected: AppError) {
    // Given
    let error = NSError(domain: NSURLErrorDomain, code: code.rawValue)

    // When
    let classified = AppError(error)

    // Then
    #expect(classified == expected)
  }

  @Test func anNSErrorWithACodeFoundationDoesNotKnowBecomesUnknown() {
    // Given
    let error = NSError(domain: NSURLErrorDomain, code: 123_456)

    // When
    let classified = AppError(error)

    // Then
    #expect(classified == .unknown)
  }

  @Test func anNSErrorFromAnotherDomainBecomesUnknownEvenWithAURLErrorCode() {
    // Given
    let error = NSError(
      domain: "com.example.payments",
      code: URLError.Code.notConnectedToInternet.rawValue
    )

    // When
    let classified = AppError(error)

    // Then
    #expect(classified == .unknown)
  }

  // MARK: - DecodingError

  @Test(arguments: [
    DecodingError.typeMismatch(
      Int.self,
      DecodingError.Context(codingPath: [Key.price], debugDescription: "Expected Int")
    ),
    DecodingError.valueNotFound(
      Int.self,
      DecodingError.Context(codingPath: [Key.price], debugDescription: "Found null")
    ),
    DecodingError.keyNotFound(
      Key.price,
      DecodingError.Context(codingPath: [], debugDescription: "No price")
    ),
    DecodingError.dataCorrupted(
      DecodingError.Context(codingPath: [], debugDescription: "Not JSON")
    ),
  ])
  func everyKindOfDecodingErrorBecomesDecoding(error: DecodingError) {
    // When
    let classified = AppError(error)

    // Then
    #expect(classified == .decoding)
  }

  @Test(arguments: [#"{"price": "free"}"#, #"{"cost": 1}"#, #"{"price": null}"#, "not json"])
  func aRealDecoderFailureBecomesDecoding(json: String) {
    // Given
    let data = Data(json.utf8)

    // When
    let classified: AppError
    do {
      _ = try JSONDecoder().decode(Item.self, from: data)
      Issue.record("Decoding \(json) should have failed")
      return
    } catch {
      classified = AppError(error)
    }

    // Then
    #expect(classified == .decoding)
  }

  // MARK: - HTTP status codes

  @Test(arguments: [
    (200, AppError?.none),
    (201, nil),
    (204, nil),
    (299, nil),
    (100, .invalidResponse),
    (301, .invalidResponse),
    (304, .invalidResponse),
    (400, .invalidResponse),
    (401, .unauthorized),
    (403, .forbidden),
    (404, .notFound),
    (408, .network),
    (410, .notFound),
    (422, .invalidResponse),
    (429, .rateLimited(retryAfter: nil)),
    (500, .invalidResponse),
    (503, .invalidResponse),
    (599, .invalidResponse),
    (99, .invalidResponse),
    (600, .invalidResponse),
    (0, .invalidResponse),
    (-1, .invalidResponse),
  ])
  func anHTTPStatusIsClassifiedAndSuccessIsNil(status: Int, expected: AppError?) {
    // When
    let classified = AppError(httpStatusCode: status)

    // Then
    #expect(classified == expected)
  }

  @Test(arguments: [400, 422])
  func aFixYourInputStatusWithAServerReasonBecomesValidation(status: Int) {
    // When
    let classified = AppError(httpStatusCode: status, reason: "Enter a name.")

    // Then
    #expect(classified == .validation(reason: "Enter a name."))
    #expect(classified?.userMessage() == "Please check what you entered. Enter a name.")
  }

  @Test(arguments: [nil, "", "  \n"])
  func aFixYourInputStatusWithoutAReasonIsAnInvalidResponse(reason: String?) {
    // When
    let classified = AppError(httpStatusCode: 422, reason: reason)

    // Then
    #expect(classified == .invalidResponse)
  }

  @Test(arguments: [
    (200, AppError?.none),
    (401, .unauthorized),
    (404, .notFound),
    (500, .invalidResponse),
  ])
  func otherStatusesIgnoreTheReason(status: Int, expected: AppError?) {
    // When
    let classified = AppError(httpStatusCode: status, reason: "Enter a name.")

    // Then
    #expect(classified == expected)
  }
}
