import ErrorHandling
import Foundation
import Paging
import Testing

/// The retry policy as a pure function: which failures are tried again, after how long.
@Suite
struct RetryPolicyTests {
  let policy = RetryPolicy.exponentialBackoff(
    maxAttempts: 5, initialDelay: .seconds(1), multiplier: 2, maxDelay: .seconds(5)
  )

  @Test func givenARetryableFailure_whenAttemptsFail_thenTheWaitDoublesUpToTheLongestWait() {
    let waits = (1...4).map { policy.decision(afterAttempt: $0, failedWith: AppError.network) }

    #expect(
      waits == [
        .retry(after: .seconds(1)), .retry(after: .seconds(2)), .retry(after: .seconds(4)),
        .retry(after: .seconds(5)),
      ])
  }

  @Test func givenTheLastAttempt_whenItFails_thenThePolicyGivesUp() {
    #expect(policy.decision(afterAttempt: 5, failedWith: AppError.network) == .giveUp)
  }

  @Test(arguments: [
    AppError.decoding, .notFound, .unauthorized, .forbidden, .invalidCredentials, .cancelled,
  ])
  func givenAFailureThatARetryCannotFix_whenItHappens_thenItIsNotRetried(failure: AppError) {
    #expect(policy.decision(afterAttempt: 1, failedWith: failure) == .giveUp)
  }

  @Test func givenARateLimitWithAWait_whenItHappens_thenTheServersWaitIsUsed() {
    #expect(
      policy.decision(afterAttempt: 1, failedWith: AppError.rateLimited(retryAfter: .seconds(3)))
        == .retry(after: .seconds(3)))
    #expect(
      policy.decision(afterAttempt: 1, failedWith: AppError.rateLimited(retryAfter: nil))
        == .retry(after: .seconds(1)))
  }

  @Test func givenARateLimitLongerThanTheLongestWait_whenItHappens_thenTheFailureIsReportedAtOnce()
  {
    #expect(
      policy.decision(afterAttempt: 1, failedWith: AppError.rateLimited(retryAfter: .seconds(60)))
        == .giveUp)
  }

  @Test(arguments: [400, 404, 422])
  func givenAnHTTPStatusARetryCannotFix_whenItHappens_thenItIsNotRetried(status: Int) {
    let failure = HTTPFailure(
      .invalidResponse, "the server answered \(status)", request: "GET /", status: status)

    #expect(policy.decision(afterAttempt: 1, failedWith: failure) == .giveUp)
  }

  @Test func givenAnHTMLPageOrTheWrongContentType_whenItHappens_thenItIsNotRetried() {
    let portal = HTTPFailure(
      .invalidResponse, "expected JSON, got an HTML page", request: "GET /", status: 200)

    #expect(policy.decision(afterAttempt: 1, failedWith: portal) == .giveUp)
  }

  @Test(arguments: [408, 429, 500, 502, 503])
  func givenATransientHTTPStatus_whenItHappens_thenItIsRetried(status: Int) {
    let failure = HTTPFailure(
      .invalidResponse, "the server answered \(status)", request: "GET /", status: status)

    #expect(policy.decision(afterAttempt: 1, failedWith: failure) == .retry(after: .seconds(1)))
  }

  @Test func givenAServerErrorThatSaysWhenToComeBack_whenItHappens_thenThatWaitIsUsed() {
    let failure = HTTPFailure(
      .invalidResponse, "the server answered 503", request: "GET /", status: 503,
      retryAfter: .seconds(2))

    #expect(policy.decision(afterAttempt: 1, failedWith: failure) == .retry(after: .seconds(2)))
  }

  @Test
  func
    givenAnEndlessPolicy_whenTheAttemptsGoOnAndOn_thenTheWaitStaysAtItsLongestWithoutOverflowing()
  {
    let endless = RetryPolicy.exponentialBackoff(
      maxAttempts: .max, initialDelay: .seconds(1), maxDelay: .seconds(30))

    #expect(
      endless.decision(afterAttempt: 500, failedWith: AppError.network)
        == .retry(after: .seconds(30)))
  }

  @Test func givenNever_whenAnythingFails_thenNothingIsRetried() {
    #expect(RetryPolicy.never.decision(afterAttempt: 1, failedWith: AppError.network) == .giveUp)
  }
}
