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

  @Test func givenARetryableFailureWhenAttemptsFailThenTheWaitDoublesUpToTheLongestWait() {
    let waits = (1...4).map { policy.decision(afterAttempt: $0, failedWith: AppError.network) }

    #expect(
      waits == [
        .retry(after: .seconds(1)), .retry(after: .seconds(2)), .retry(after: .seconds(4)),
        .retry(after: .seconds(5)),
      ])
  }

  @Test func givenTheLastAttemptWhenItFailsThenThePolicyGivesUp() {
    #expect(policy.decision(afterAttempt: 5, failedWith: AppError.network) == .giveUp)
  }

  @Test(arguments: [
    AppError.decoding, .notFound, .unauthorized, .forbidden, .invalidCredentials, .cancelled,
  ])
  func givenAFailureThatARetryCannotFixWhenItHappensThenItIsNotRetried(failure: AppError) {
    #expect(policy.decision(afterAttempt: 1, failedWith: failure) == .giveUp)
  }

  @Test func givenARateLimitWithAWaitWhenItHappensThenTheServersWaitIsUsed() {
    #expect(
      policy.decision(afterAttempt: 1, failedWith: AppError.rateLimited(retryAfter: .seconds(3)))
        == .retry(after: .seconds(3)))
    #expect(
      policy.decision(afterAttempt: 1, failedWith: AppError.rateLimited(retryAfter: nil))
        == .retry(after: .seconds(1)))
  }

  @Test func givenARateLimitLongerThanTheLongestWaitWhenItHappensThenTheFailureIsReportedAtOnce()
  {
    #expect(
      policy.decision(afterAttempt: 1, failedWith: AppError.rateLimited(retryAfter: .seconds(60)))
        == .giveUp)
  }

  @Test(arguments: [400, 404, 422])
  func givenAnHTTPStatusARetryCannotFixWhenItHappensThenItIsNotRetried(status: Int) {
    let failure = HTTPFailure(
      .invalidResponse, "the server answered \(status)", request: "GET /", status: status)

    #expect(policy.decision(afterAttempt: 1, failedWith: failure) == .giveUp)
  }

  @Test func givenAnHTMLPageOrTheWrongContentTypeWhenItHappensThenItIsNotRetried() {
    let portal = HTTPFailure(
      .invalidResponse, "expected JSON, got an HTML page", request: "GET /", status: 200)

    #expect(policy.decision(afterAttempt: 1, failedWith: portal) == .giveUp)
  }

  @Test(arguments: [408, 429, 500, 502, 503])
  func givenATransientHTTPStatusWhenItHappensThenItIsRetried(status: Int) {
    let failure = HTTPFailure(
      .invalidResponse, "the server answered \(status)", request: "GET /", status: status)

    #expect(policy.decision(afterAttempt: 1, failedWith: failure) == .retry(after: .seconds(1)))
  }

  @Test func givenAServerErrorThatSaysWhenToComeBackWhenItHappensThenThatWaitIsUsed() {
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

  @Test func givenNeverWhenAnythingFailsThenNothingIsRetried() {
    #expect(RetryPolicy.never.decision(afterAttempt: 1, failedWith: AppError.network) == .giveUp)
  }
}
