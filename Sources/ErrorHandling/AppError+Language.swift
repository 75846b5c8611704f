extension AppError {
  /// A language that ``AppError`` can write its titles and messages in.
  ///
  /// Choose it from the user's settings or locale at the edge of the app and pass it down;
  /// the messages themselves do not read any global locale, so they are the same in tests,
  /// on Linux, and on every device.
  ///
  /// ```swift
  /// let language: AppError.Language =
  ///   Locale.current.language.languageCode == .japanese ? .japanese : .english
  /// let text = AppError.network.userMessage(in: language)
  /// ```
  public enum Language: Sendable, CaseIterable {
    /// English.
    case english
    /// Japanese (日本語), in polite form.
    case japanese
  }
}
