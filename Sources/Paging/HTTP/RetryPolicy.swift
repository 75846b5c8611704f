import ErrorHandling

/// When to ask again after a failure that may go away: how many times, and how long to wait
/// before each new attempt, on the clock you inject.
///
/// Only failures that may go away are tried again: for HTTP, no answer, a timeout, a rate
/// limit or a server error (``HTTPFailure/isTransient``); for anything else, a retryable
/// ``/ErrorHandling/AppError``. The wait grows by `multiplier` from `initialDelay` up to
/// `maxDelay`; a server that says how long to wait (`Retry-After` on a 429 or a 503) is
/// waited for instead, unless it asks for more than `maxDelay`, in which case the failure
/// is reported at once.
///
/// ```swift
/// let source = HTTPPageSource<Post, String>(
///   url: feedURL,
///   pagination: .cursor(),
///   retry: .exponentialBackoff(maxAttempts: 3, initialDelay: .milliseconds(500), clock: clock),
///   decoding: FeedResponse.self
/// ) { response, _ in Page(items: response.items, nextCursor: response.nextCursor) }
/// ```
public struct RetryPolicy: Sendable {
  /// What to do after a failed attempt.
  public enum Decision: Equatable, Sendable {
    /// Wait this long, then try again.
    case retry(after: Duration)
    /// Report the failure.
    case giveUp
  }

  /// How many attempts in all, the first included; 1 never retries.
  public let maxAttempts: Int
  /// The wait before the second attempt.
  public let initialDelay: Duration
  /// How much longer each wait is than the one before.
  public let multiplier: Int
  /// The longest wait; a server asking for more is not waited for.
  public let maxDelay: Duration
  /// The clock the waits run on: a `TestClock` in tests.
  public let clock: any Clock<Duration>

  /// Never retries.
  public static let never = Self(
    maxAttempts: 1, initialDelay: .zero, multiplier: 1, maxDelay: .zero, clock: ContinuousClock()
  )

  /// Retries with waits that grow by `multiplier` each time.
  ///
  /// - Parameters:
  ///   - maxAttempts: How many attempts in all, the first included.
  ///   - initialDelay: The wait before the second attempt.
  ///   - multiplier: How much longer each wait is than the one before.
  ///   - maxDelay: The longest wait.
  ///   - clock: The clock the waits run on.
  /// - Returns: The policy.
  public static func exponentialBackoff(
    maxAttempts: Int = 3,
    initialDelay: Duration = .milliseconds(500),
    multiplier: Int = 2,
    maxDelay: Duration = .seconds(30),
    clock: any Clock<Duration> = ContinuousClock()
  ) -> Self {
    Self(
      maxAttempts: max(1, maxAttempts),
      initialDelay: initialDelay,
      multiplier: max(1, multiplier),
      maxDelay: maxDelay,
      clock: clock
    )
  }

  /// What to do after attempt number `attempt` (1 for the first) failed with `failure`: the
  /// policy as a pure function.
  ///
  /// An ``HTTPFailure`` is retried when it is ``HTTPFailure/isTransient``, any other error
  /// when its ``/ErrorHandling/AppError`` is retryable. A wait the server asked for (a
  /// 429's or a 503's `Retry-After`) replaces the backoff.
  ///
  /// - Parameters:
  ///   - attempt: The number of the attempt that failed, from 1.
  ///   - failure: How it failed.
  /// - Returns: Retry after a wait, or give up.
  public func decision(afterAttempt attempt: Int, failedWith failure: any Error) -> Decision {
    let http = failure as? HTTPFailure
    let appError = AppError(failure)
    guard http?.isTransient ?? appError.isRetryable, attempt < maxAttempts else { return .giveUp }
    let asked: Duration? = if case .rateLimited(let wait?) = appError { wait } else { http?.retryAfter }
    if let asked {
      return asked <= maxDelay ? .retry(after: asked) : .giveUp
    }
    var delay = initialDelay
    for _ in 1..<attempt where delay < maxDelay {
      delay *= multiplier
    }
    return .retry(after: min(delay, maxDelay))
  }

  /// Runs `operation`, trying again as the policy says; cancelling the task stops the waits.
  ///
  /// - Parameter operation: One attempt.
  /// - Returns: The first successful attempt's result.
  /// - Throws: The last attempt's error, once the policy gives up; `CancellationError` when
  ///   cancelled during a wait.
  public func run<Value>(_ operation: () async throws -> Value) async throws -> Value {
    var attempt = 1
    while true {
      do {
        return try await operation()
      } catch {
        guard case .retry(let delay) = decision(afterAttempt: attempt, failedWith: error) else {
          throw error
        }
        try await clock.sleep(for: delay)
        attempt += 1
      }
    }
  }
}
