extension ErrorPresentationAction {
  /// Applies the user's answer to the presentation `shown`, and returns the action a tapped
  /// button sends, if any.
  ///
  /// Any dismissal closes the presentation; a tap on an alert's button closes it and sends
  /// that button's action. A tap that matches no button of what is shown changes nothing.
  func answer<Action>(_ shown: inout ErrorPresentation<Action>?) -> Action? {
    guard let presentation = shown else { return nil }
    switch self {
    case .dismissed:
      shown = nil
      return nil
    case .tapped(let role):
      guard case .alert(let alert) = presentation, let tapped = alert.action(for: role) else { return nil }
      shown = nil
      return tapped.actionToSend
    }
  }
}
