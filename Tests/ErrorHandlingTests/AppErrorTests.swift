import Foundation
import Testing

import ErrorHandling

extension AppError {
  /// One value of every case, with reasons that are easy to search for in output.
  static let everyCase: [AppError] = [
    .network,
    .invalidResponse,
    .noData,
    .decoding,
    .invalidData(reason: "price is -1 for item 42"),
    .validation(reason: "Enter a name."),
    .unauthorized,
    .forbidden,
    .notFound,
    .rateLimited(retryAfter: .seconds(30)),
    .invalidCredentials,
    .cancelled,
    .unknown,
  ]

  /// The case's name; the exhaustive switch stops this file compiling when a case is added,
  /// which is the reminder to add it to ``everyCase``.
  var caseName: String {
    switch self {
    case .network: "network"
    case .invalidResponse: "invalidResponse"
    case .noData: "noData"
    case .decoding: "decoding"
    case .invalidData: "invalidData"
    case .validation: "validation"
    case .unauthorized: "unauthorized"
    case .forbidden: "forbidden"
    case .notFound: "notFound"
    case .rateLimited: "rateLimited"
    case .invalidCredentials: "invalidCredentials"
    case .cancelled: "cancelled"
    case .unknown: "unknown"
    }
  }
}

@Suite
struct AppErrorTests {
  // MARK: - The fixture

  @Test func theFixtureHoldsEachOfTheThirteenCasesOnce() {
    // Given
    let names = AppError.everyCase.map(\.caseName)

    // Then
    #expect(names.count == 13)
    #expect(Set(names).count == 13)
  }

  // MARK: - Equatable and Hashable

  @Test func errorsOfTheSameCaseAndReasonAreEqualAndHashAlike() {
    // Given
    let pairs: [(AppError, AppError)] = [
      (.network, .network),
      (.validation(reason: "Enter a name."), .validation(reason: "Enter a name.")),
      (.invalidData(reason: "x"), .invalidData(reason: "x")),
    ]

    // Then
    for (lhs, rhs) in pairs {
      #expect(lhs == rhs)
      #expect(lhs.hashValue == rhs.hashValue)
    }
  }

  @Test func reasonsAndCasesTellErrorsApart() {
    // Given
    let validationA = AppError.validation(reason: "A")
    let validationB = AppError.validation(reason: "B")
    let invalidDataA = AppError.invalidData(reason: "A")

    // Then
    #expect(validationA != validationB)
    #expect(validationA != invalidDataA)
    #expect(AppError.network != .unknown)
  }

  @Test func aSetOfEveryCaseKeepsEachOnceAndDropsDuplicates() {
    // Given
    let errors = AppError.everyCase + AppError.everyCase + [.validation(reason: "Other.")]

    // When
    let set = Set(errors)

    // Then
    #expect(set.count == 14)
    #expect(set.isSuperset(of: AppError.everyCase))
  }

  // MARK: - Retrying

  @Test(arguments: [
    (AppError.network, true),
    (.invalidResponse, true),
    (.noData, true),
    (.rateLimited(retryAfter: nil), true),
    (.unknown, true),
    (.decoding, false),
    (.invalidData(reason: "x"), false),
    (.validation(reason: "x"), false),
    (.unauthorized, false),
    (.forbidden, false),
    (.notFound, false),
    (.invalidCredentials, false),
    (.cancelled, false),
  ])
  func onlyTransientFailuresAreRetryable(error: AppError, expected: Bool) {
    // When
    let isRetryable = error.isRetryable

    // Then
    #expect(isRetryable == expected)
  }

  @Test func theRetryTableCoversEveryCase() {
    // Given
    let retryable: Set<String> = ["network", "invalidResponse", "noData", "rateLimited", "unknown"]

    // Then
    for error in AppError.everyCase {
      #expect(error.isRetryable == retryable.contains(error.caseName), "\(error.caseName)")
    }
  }

  // MARK: - Developer description

  @Test(arguments: AppError.everyCase)
  func theDeveloperDescriptionNamesTheCase(error: AppError) {
    // When
    let text = error.developerDescription

    // Then
    #expect(text.hasPrefix("AppError.\(error.caseName)"))
  }

  @Test func theDeveloperDescriptionQuotesTheReason() {
    // Given
    let invalidData = AppError.invalidData(reason: "price is -1 for item 42")
    let validation = AppError.validation(reason: "Enter a \"name\".")

    // Then
    #expect(
      invalidData.developerDescription
        == #"AppError.invalidData(reason: "price is -1 for item 42"): decoded, but broke a domain rule"#
    )
    #expect(
      validation.developerDescription
        == #"AppError.validation(reason: "Enter a \"name\"."): the user's input was rejected"#
    )
  }

  @Test func everyCaseHasItsOwnDeveloperDescription() {
    // When
    let descriptions = AppError.everyCase.map(\.developerDescription)

    // Then
    #expect(Set(descriptions).count == AppError.everyCase.count)
  }

  @Test(arguments: AppError.everyCase)
  func printingAnErrorPrintsTheDeveloperDescription(error: AppError) {
    // Then
    #expect(error.description == error.developerDescription)
    #expect("\(error)" == error.developerDescription)
  }

  // MARK: - LocalizedError

  @Test(arguments: AppError.everyCase)
  func theLocalizedDescriptionIsTheEnglishUserMessage(error: AppError) {
    // Given
    let erased: any Error = error

    // Then
    #expect(erased.localizedDescription == error.userMessage(in: .english))
  }
}
