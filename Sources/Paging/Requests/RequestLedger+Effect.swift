import ErrorHandling
import Unidirectional

extension RequestLedger {
  /// Starts `request`: records it as the one in flight, as ``start(_:)`` does, and returns
  /// the effect that performs it. Its answer, or its error classified by `errorLogger`,
  /// comes back as the action `answer` builds with the request's id. Starting a request
  /// cancels the one before it.
  ///
  /// - Parameters:
  ///   - request: What is asked for.
  ///   - cancelID: The id a stop cancels; a new request cancels the one running under it.
  ///   - errorLogger: Logs and classifies what `perform` throws.
  ///   - fileID: Where the request is started, for the effect's origin.
  ///   - line: Where the request is started, for the effect's origin.
  ///   - perform: Does the request.
  ///   - answer: The action that carries the answer to the request with an id.
  /// - Returns: The effect to return from the reducer.
  mutating func start<Answer: Sendable, Action>(
    _ request: Request,
    cancelID: some Hashable & Sendable,
    errorLogger: ErrorLogger,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    perform: @escaping @Sendable () async throws -> Answer,
    answer: @escaping @Sendable (_ requestID: Int, Result<Answer, AppError>) -> Action
  ) -> Effect<Action> {
    let id = start(request)
    return Effect.run(
      operation: { send in send(answer(id, .success(try await perform()))) },
      catch: { error, send in send(answer(id, .failure(errorLogger.classify(error)))) },
      fileID: fileID,
      line: line
    )
    .cancellable(id: cancelID, cancelInFlight: true)
  }
}
