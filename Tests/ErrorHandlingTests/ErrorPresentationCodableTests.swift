import ErrorHandling
import Foundation
import Testing

/// What a screen shows of a failure, and what the user answers, are written with their
/// payloads named, so a screen's state and actions can be recorded and read back.
struct ErrorPresentationCodableTests {
  typealias Action = SaveFeature.Action

  func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }

  @Test func givenEveryPresentationWhenEncodedAndDecodedThenItComesBackEqual() throws {
    let presentations: [ErrorPresentation<Action>] = [
      .alert(ErrorAlert(error: .network, actions: [.retry(.saveTapped), .navigateBack(.closeTapped, title: "Leave"), .dismiss()])),
      .alert(ErrorAlert(error: .forbidden, title: "No", message: "Not yours.", actions: [], language: .japanese)),
      .inline(.invalidCredentials, message: "Check your email and password."),
      .banner(.rateLimited(retryAfter: .seconds(5)), message: "Slow down."),
    ]

    for presentation in presentations { #expect(try roundTrip(presentation) == presentation) }
    #expect(
      try json(presentations[2])
        == #"{"inline":{"error":{"case":"invalidCredentials"},"message":"Check your email and password."}}"#)
  }

  @Test func givenTheUsersAnswersWhenEncodedThenTheRoleIsNamedAndEachReadsBack() throws {
    let answers: [ErrorPresentationAction] = ErrorActionRole.allCases.map { .tapped($0) } + [.dismissed]

    for answer in answers { #expect(try roundTrip(answer) == answer) }
    #expect(try json(ErrorPresentationAction.tapped(.navigateBack)) == #"{"tapped":{"role":"navigateBack"}}"#)
    #expect(try json(ErrorPresentationAction.dismissed) == #"{"dismissed":{}}"#)
  }

  @Test func givenAnErrorActionWhenEncodedThenItsActionAndTitleAreNamed() throws {
    #expect(
      try json(ErrorAction<Action>.retry(.saveTapped, title: "Save again"))
        == #"{"retry":{"action":{"saveTapped":{}},"title":"Save again"}}"#)
    #expect(try json(ErrorAction<Action>.dismiss()) == #"{"dismiss":{}}"#)
  }

  @Test func givenAReportWhenEncodedAndDecodedThenItsErrorAndStyleComeBack() throws {
    let reports: [ErrorReport<Action>] = [
      ErrorReport(.network, as: .alert(title: "Offline", actions: [.retry(.saveTapped)])),
      ErrorReport(.validation(reason: "Enter a name."), as: .inline()),
      ErrorReport(.notFound, as: .banner(message: "Gone.")),
      ErrorReport(.cancelled, as: .hidden),
    ]

    for report in reports { #expect(try roundTrip(report) == report) }
  }
}
