extension ErrorPresentationStyle {
  /// The same style with each button's action embedded by `transform`.
  ///
  /// - Parameter transform: Embeds an action in the parent's actions.
  /// - Returns: The style, its buttons sending the embedded actions.
  public func map<Other>(_ transform: (Action) -> Other) -> ErrorPresentationStyle<Other> {
    switch self {
    case .alert(let title, let message, let actions):
      .alert(title: title, message: message, actions: actions.map { $0.map(transform) })
    case .inline(let message): .inline(message: message)
    case .banner(let message): .banner(message: message)
    case .hidden: .hidden
    }
  }
}
