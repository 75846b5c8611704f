// Public: the `LocalizedError` conformance below is part of this module's interface.
public import Foundation

extension AppError: LocalizedError {
  /// The English ``AppError/userMessage(in:)``, so APIs that show
  /// `error.localizedDescription` show a friendly sentence rather than a type name.
  ///
  /// Prefer ``AppError/userMessage(in:)`` with an explicit language in your own screens.
  ///
  /// ```swift
  /// let error: any Error = AppError.forbidden
  /// print(error.localizedDescription)
  /// ```
  ///
  /// ```text
  /// You don't have permission to do that.
  /// ```
  public var errorDescription: String? { userMessage(in: .english) }
}
