/// A description of side effects a reducer wants performed, and the actions they feed back.
///
/// An effect is plain data: nothing runs until a store's effect runner executes it, so a
/// reducer can be tested by looking at the effect it returned. Build effects with the
/// static constructors and combine them with ``merge(_:)-(Effect<Action>...)``,
/// ``concatenate(_:)-(Effect<Action>...)``, ``map(_:)`` and the cancellation operators.
///
/// ```swift
/// case .refresh:
///   state.isLoading = true
///   return .run { send in
///     let items = try await fetchItems()
///     send(.itemsLoaded(items))
///   } catch: { error, send in
///     send(.loadFailed(AppError(error)))
///   }
///   .cancellable(id: CancelID.load, cancelInFlight: true)
/// ```
public struct Effect<Action> {
  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(Run)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(Effect, id: EffectID, cancelInFlight: Bool)
    case cancel(EffectID)
    case cancelMatching(EffectIDPredicate)
    case join(EffectID)
    case dismiss(SourceCodeLocation)
    case report(RuntimeIssue)
  }

  /// The work of a ``run(priority:operation:catch:fileID:line:)`` effect, as the runner
  /// starts it.
  @usableFromInline
  package struct Run: Sendable {
    let priority: TaskPriority?
    let operation: @MainActor @Sendable (Send<Action>) async throws -> Void
    let handler: (@MainActor @Sendable (any Error, Send<Action>) async -> Void)?
    let origin: EffectCreationSite
  }

  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(_ operation: Operation) {
    self.operation = operation
  }

  /// An effect that does nothing.
  public static var none: Effect { Effect(.none) }

  /// An effect that immediately feeds `action` back into the store.
  ///
  /// Prefer calling shared logic directly in the reducer; use this when an action must be
  /// processed as its own step (and so appear in logs and test assertions).
  ///
  /// - Parameter action: The action to send.
  public static func send(_ action: Action) -> Effect {
    Effect(.send(action))
  }

  /// An effect that runs asynchronous work and sends actions while it runs.
  ///
  /// The body starts on the main actor, where the store lives, and leaves it only for real
  /// asynchronous work, so an effect that sends right away pays no thread hop. An error
  /// thrown by `operation` goes to `handler`; with no handler, it is reported loudly through
  /// the store's issue reporter (a failed test under the test store) and never silently
  /// dropped. Cancellation is not an error: a cancelled effect ends quietly. A
  /// `CancellationError` thrown while the effect itself was not cancelled (its source gave
  /// up) goes to `handler`, so the feature learns that no answer will come; without a
  /// handler it ends quietly too.
  ///
  /// ```swift
  /// return .run { send in
  ///   let items = try await api.fetchItems()
  ///   send(.loaded(items))
  /// } catch: { error, send in
  ///   send(.loadFailed(AppError(error)))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the work.
  ///   - operation: The work; it sends actions with the `Send` it is given.
  ///   - handler: Turns a thrown error into actions. `nil` reports the error as an issue.
  ///   - fileID: The file the effect was created in, for issue reports.
  ///   - filePath: The path of that file, for issue reports.
  ///   - line: The line the effect was created on, for issue reports.
  ///   - column: The column the effect was created at, for issue reports.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @MainActor @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@MainActor @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Effect {
    Effect(
      .run(
        Run(
          priority: priority,
          operation: operation,
          handler: handler,
          origin: EffectCreationSite(
            location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
          )
        )
      )
    )
  }

  /// An effect that runs `effects` at the same time.
  ///
  /// - Parameter effects: The effects to run concurrently.
  public static func merge(_ effects: Effect...) -> Effect {
    merge(effects)
  }

  /// An effect that runs `effects` at the same time.
  ///
  /// - Parameter effects: The effects to run concurrently.
  public static func merge(_ effects: [Effect]) -> Effect {
    let running = effects.filter { !$0.isNone }
    switch running.count {
    case 0: return .none
    case 1: return running[0]
    default: return Effect(.merge(running))
    }
  }

  /// An effect that runs `effects` one after another, each starting when the previous one
  /// has finished.
  ///
  /// If the concatenation is cancelled, the effects that have not started never start.
  ///
  /// - Parameter effects: The effects to run in order.
  public static func concatenate(_ effects: Effect...) -> Effect {
    concatenate(effects)
  }

  /// An effect that runs `effects` one after another, each starting when the previous one
  /// has finished.
  ///
  /// - Parameter effects: The effects to run in order.
  public static func concatenate(_ effects: [Effect]) -> Effect {
    let running = effects.filter { !$0.isNone }
    switch running.count {
    case 0: return .none
    case 1: return running[0]
    default: return Effect(.concatenate(running))
    }
  }

  /// Whether this effect does nothing.
  @inlinable
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Operation: Sendable where Action: Sendable {}
