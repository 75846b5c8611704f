/// The function an effect uses to feed actions back into its store.
///
/// A `Send` is handed to the body of ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)``.
/// It runs on the main actor, where the store lives, so sending is synchronous and costs no
/// thread hop. Actions sent after the effect was cancelled or finished are dropped: they
/// never reach the reducer.
///
/// ```swift
/// return .run { send in
///   let items = try await fetchItems()
///   send(.itemsLoaded(items))
/// }
/// ```
@MainActor
public struct Send<Action>: Sendable {
  private let deliver: @MainActor (Action) -> Void

  /// Creates a `Send` that forwards every action to `deliver`.
  ///
  /// Stores and the test store create these for you; build one yourself only to call an
  /// effect body directly.
  ///
  /// - Parameter deliver: Receives each sent action.
  public init(_ deliver: @escaping @MainActor (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` to the store, unless the effect has been cancelled.
  ///
  /// - Parameter action: The action to reduce.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }

  func map<Child>(_ embed: @escaping @Sendable (Child) -> Action) -> Send<Child> {
    Send<Child> { child in deliver(embed(child)) }
  }
}
