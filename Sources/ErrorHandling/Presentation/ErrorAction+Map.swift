extension ErrorAction {
  /// The same button sending `transform` of its action: how a parent shows a child's
  /// button and routes its tap back to the child.
  ///
  /// ```swift
  /// let childButton: ErrorAction<Counter.Action> = .retry(.load)
  /// let rootButton = childButton.map(AppAction.counter)   // .retry(.counter(.load))
  /// ```
  ///
  /// - Parameter transform: Embeds the action in the parent's actions.
  /// - Returns: The button with the embedded action, and the same title.
  public func map<Other>(_ transform: (Action) -> Other) -> ErrorAction<Other> {
    switch self {
    case .retry(let action, let title): .retry(transform(action), title: title)
    case .navigateBack(let action, let title): .navigateBack(transform(action), title: title)
    case .dismiss(let title): .dismiss(title: title)
    }
  }
}
