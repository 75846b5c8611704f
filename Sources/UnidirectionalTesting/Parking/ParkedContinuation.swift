import Unidirectional

/// An effect waiting in a test double until the test resumes it, which the test store
/// knows is waiting on the test rather than still working.
///
/// Get one from ``withParkedContinuation(of:isolation:onCancel:_:)``, in the test double's
/// method that the feature's effect calls; keep it where the test can reach it; resume it
/// from the test. ``resume(with:)`` wakes the effect and then waits until it has run as far
/// as it can, so the actions it sends have arrived when the test goes on to `receive` them.
///
/// A continuation resumes its effect at most once: a second resume, or a resume after the
/// effect's task was cancelled, does nothing and returns `false`.
public final class ParkedContinuation<Value: Sendable>: Sendable {
  private enum Stage {
    /// Handed to the double; the effect has not suspended yet.
    case unattached
    /// Answered before the effect suspended: it resumes as soon as it does, unparked.
    case answeredEarly(Result<Value, any Error>)
    /// The effect is suspended and counted as parked.
    case parked(CheckedContinuation<Value, any Error>)
    /// The effect has its answer.
    case resumed
  }

  /// What answering did.
  enum Answer {
    case alreadyAnswered
    case beforeParking
    case woke(CheckedContinuation<Value, any Error>)
  }

  private let stage = LockedState(Stage.unattached)
  private let quiescence: EffectQuiescence?
  /// Whether the task that parks here is a child task of its effect's own task.
  private let isChildTask: Bool

  init(quiescence: EffectQuiescence?, isChildTask: Bool) {
    self.quiescence = quiescence
    self.isChildTask = isChildTask
  }

  /// Wakes the effect with `result`, then waits until the effects of the test store have
  /// ended or parked again, bounded by the store's `timeout`.
  ///
  /// - Parameter result: What the effect's `withParkedContinuation` returns or throws.
  /// - Returns: Whether the effect was still waiting: `false` if it was resumed or
  ///   cancelled before.
  @discardableResult
  public func resume(with result: Result<Value, any Error>) async -> Bool {
    switch answer(result) {
    case .alreadyAnswered:
      return false
    case .beforeParking:
      break
    case .woke(let continuation):
      continuation.resume(with: result)
    }
    if let quiescence { await quiescence.settle(timeout: quiescence.stepTimeout) }
    return true
  }

  /// Wakes the effect with `value`, then waits until it has run as far as it can.
  ///
  /// - Parameter value: What the effect's `withParkedContinuation` returns.
  /// - Returns: Whether the effect was still waiting.
  @discardableResult
  public func resume(returning value: Value) async -> Bool {
    await resume(with: .success(value))
  }

  /// Wakes the effect by throwing `error`, then waits until it has run as far as it can.
  ///
  /// - Parameter error: What the effect's `withParkedContinuation` throws.
  /// - Returns: Whether the effect was still waiting.
  @discardableResult
  public func resume(throwing error: any Error) async -> Bool {
    await resume(with: .failure(error))
  }

  /// Ends the wait at once with `CancellationError`, without waiting for the effect: what
  /// `withParkedContinuation` does by default when the effect's task is cancelled.
  public func cancel() {
    if case .woke(let continuation) = answer(.failure(CancellationError())) {
      continuation.resume(throwing: CancellationError())
    }
  }

  /// Whether the effect has its answer, or will get it as soon as it suspends.
  var isAnswered: Bool {
    stage.withLock { stage in
      if case .unattached = stage { return false }
      return true
    }
  }

  /// Suspends the effect on `continuation`, counted as parked, unless it was answered
  /// already, in which case it resumes at once.
  func attach(_ continuation: CheckedContinuation<Value, any Error>) {
    let early = stage.withLock { stage -> Result<Value, any Error>? in
      switch stage {
      case .unattached:
        stage = .parked(continuation)
        // Under the lock, so a concurrent answer never unparks before this parks.
        quiescence?.park(isChildTask: isChildTask)
        return nil
      case .answeredEarly(let result):
        stage = .resumed
        return result
      case .parked, .resumed:
        preconditionFailure("A parked continuation is attached once, by withParkedContinuation.")
      }
    }
    if let early { continuation.resume(with: early) }
  }

  /// Records `result` as the answer, once; unparks a suspended effect and hands back its
  /// continuation to resume outside the lock.
  func answer(_ result: Result<Value, any Error>) -> Answer {
    stage.withLock { stage in
      switch stage {
      case .unattached:
        stage = .answeredEarly(result)
        return .beforeParking
      case .parked(let continuation):
        stage = .resumed
        quiescence?.unpark(isChildTask: isChildTask)
        return .woke(continuation)
      case .answeredEarly, .resumed:
        return .alreadyAnswered
      }
    }
  }
}
