public import ErrorHandling
public import LoadingStates
public import ScreenComponents

extension Dashboard.State: LoadableState {
  /// What the screen shows, in article 001's four cases, so the common `AsyncContent`
  /// draws the dashboard as it draws any screen that loads (article 003's one loading
  /// component): a spinner until both answers arrived, the error of a failed round while
  /// nothing can be shown, and then the weather with the headlines.
  public var loadingState: LoadingState<(Weather, [Headline]), AppError> {
    DataState(arrived: weather, headlines, error: error, isLoading: !inFlight.isEmpty).loadingState
  }
}

extension Dashboard.Action: LoadableAction {
  /// `appear`, which asks for both answers.
  public static var load: Self { .appear }

  /// `disappear`, which cancels the requests still out.
  public static var stop: Self { .disappear }
}
