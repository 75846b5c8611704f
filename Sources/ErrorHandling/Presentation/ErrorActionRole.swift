import Unidirectional
public import UnidirectionalNavigation

/// The kind of an ``ErrorAction``: what a view sends back when the user taps its button.
///
/// A view draws an alert's ``ErrorAlert/buttons`` and sends
/// `ErrorPresentationAction.tapped(role)`, where `role` is the button's action; the role is enough to find the action,
/// because an alert holds at most one action of each role.
public enum ErrorActionRole: String, Hashable, Sendable, CaseIterable, Codable {
  /// Try the failed work again.
  case retry
  /// Leave the screen.
  case navigateBack
  /// Close the alert.
  case dismiss

  /// The button title used when an ``ErrorAction`` gives none.
  ///
  /// | Role | English | Japanese |
  /// |---|---|---|
  /// | retry | Try Again | 再試行 |
  /// | navigateBack | Back | 戻る |
  /// | dismiss | OK | OK |
  ///
  /// - Parameter language: The language to write the title in.
  /// - Returns: The default title.
  public func defaultTitle(in language: AppError.Language) -> String {
    switch (self, language) {
    case (.retry, .english): "Try Again"
    case (.retry, .japanese): "再試行"
    case (.navigateBack, .english): "Back"
    case (.navigateBack, .japanese): "戻る"
    case (.dismiss, _): "OK"
    }
  }

  /// How the system styles the button: a dismiss button cancels, the others are plain.
  public var buttonRole: ButtonRole? {
    self == .dismiss ? .cancel : nil
  }
}
