/// Dismisses the presented feature that returns it: the registry's way to
/// ``Effect/dismiss(fileID:filePath:line:column:)``, the same effect by the same
/// mechanism.
///
/// ```swift
/// struct Closer: Reducer {
///   enum Action { case closeTapped }
///
///   @Dependency(\.dismiss) var dismiss
///
///   func reduce(into state: inout Int, action: Action) -> Effect<Action> {
///     dismiss()
///   }
/// }
/// ```
public struct DismissEffect: Sendable {
  /// The dismissing effect, for the presentation or stack reducer that shows this feature.
  ///
  /// - Parameters:
  ///   - fileID: The file the dismiss was asked in, for issue reports.
  ///   - filePath: The path of that file, for issue reports.
  ///   - line: The line the dismiss was asked on, for issue reports.
  ///   - column: The column the dismiss was asked at, for issue reports.
  /// - Returns: ``Effect/dismiss(fileID:filePath:line:column:)``.
  public func callAsFunction<Action>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Effect<Action> {
    .dismiss(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension DependencyValues {
  /// Dismisses the feature that returns it; the same in every context.
  public var dismiss: DismissEffect { self[DismissEffectKey.self] }
}

/// The key of ``DependencyValues/dismiss``.
enum DismissEffectKey: DependencyKey {
  static var liveValue: DismissEffect { DismissEffect() }
  static var previewValue: DismissEffect { DismissEffect() }
  static var testValue: DismissEffect { DismissEffect() }
}
