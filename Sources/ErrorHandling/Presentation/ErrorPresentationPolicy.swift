/// The app's rule for showing failures: which become alerts (with which buttons), which are
/// shown inline, which as a banner, and in which language.
///
/// Give one to ``Unidirectional/Reducer/presentingErrors(of:in:action:policy:)``. A policy is a plain
/// function of the error, so a test can ask it directly how an error will be shown.
///
/// ```swift
/// let policy = ErrorPresentationPolicy<Feature.Action>(language: .japanese) { error in
///   switch error {
///   case .invalidCredentials, .validation: .inline()
///   case _ where error.isRetryable: .alert(actions: [.retry(.submitTapped), .dismiss()])
///   default: .alert(actions: [.dismiss()])
///   }
/// }
/// ```
///
/// ``AppError/cancelled`` is never shown, whatever the policy says: nobody is waiting for
/// work that was cancelled.
public struct ErrorPresentationPolicy<Action> {
  /// The language of the titles, messages and default button titles.
  public let language: AppError.Language

  private let style: (AppError) -> ErrorPresentationStyle<Action>

  /// Creates a policy from a function that picks each error's style.
  ///
  /// - Parameters:
  ///   - language: The language of the titles, messages and default button titles.
  ///   - style: Picks how an error is shown.
  public init(
    language: AppError.Language = .english,
    _ style: @escaping (AppError) -> ErrorPresentationStyle<Action>
  ) {
    self.language = language
    self.style = style
  }

  /// How `error` is shown under this policy, or `nil` when it is not shown.
  ///
  /// - Parameter error: The failure to show.
  /// - Returns: The presentation to keep in state.
  public func presentation(of error: AppError) -> ErrorPresentation<Action>? {
    guard error != .cancelled else { return nil }
    switch style(error) {
    case .alert(let title, let message, let actions):
      return .alert(
        ErrorAlert(error: error, title: title, message: message, actions: actions, language: language)
      )
    case .inline(let message):
      return .inline(error, message: message ?? error.userMessage(in: language))
    case .banner(let message):
      return .banner(error, message: message ?? error.userMessage(in: language))
    case .hidden:
      return nil
    }
  }
}

extension ErrorPresentationPolicy {
  /// Every failure as a banner: for a list whose failed refresh keeps its rows on screen
  /// (article 000, Case 4).
  ///
  /// - Parameter language: The language of the messages.
  /// - Returns: The policy.
  public static func banners(in language: AppError.Language = .english) -> Self {
    Self(language: language) { _ in .banner() }
  }

  /// Every failure as an alert with the buttons its kind calls for: retry and dismiss for
  /// a failure that may go away on its own, back for a screen whose content is gone or
  /// not allowed, dismiss for the rest.
  ///
  /// | Error | Buttons |
  /// |---|---|
  /// | retryable (``AppError/isRetryable``) | retry, dismiss |
  /// | ``AppError/notFound``, ``AppError/forbidden``, with `back` given | back |
  /// | anything else | dismiss |
  ///
  /// - Parameters:
  ///   - retry: The action the retry button sends.
  ///   - back: The action the back button sends; `nil` for a screen that cannot go back.
  ///   - language: The language of the titles, messages and buttons.
  /// - Returns: The policy.
  public static func alerts(
    retry: Action,
    back: Action? = nil,
    in language: AppError.Language = .english
  ) -> Self {
    Self(language: language) { error in
      switch (error, back) {
      case _ where error.isRetryable: .alert(actions: [.retry(retry), .dismiss()])
      case (.notFound, let back?), (.forbidden, let back?): .alert(actions: [.navigateBack(back)])
      default: .alert(actions: [.dismiss()])
      }
    }
  }
}
