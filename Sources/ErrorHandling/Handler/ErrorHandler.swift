public import Unidirectional

/// Article 002's `ErrorHandler`: one holder of the app's shown failure, at the root, that
/// every screen hands its failures to.
///
/// A screen sends an ``ErrorReport`` up in an action of its own; the root reads it with the
/// `reportedBy` function it gives ``Unidirectional/Reducer/handlingErrors(reportedBy:in:action:language:errorLogger:)``, lifts its
/// buttons into the root's actions, and keeps the presentation in one place of its state.
/// The app shows one failure at a time, as the article's one handler does: a newer report
/// replaces what is shown; a report whose style is ``ErrorPresentationStyle/hidden``, or a
/// cancellation, shows nothing and leaves what is shown. The user's answer arrives at
/// `action`, closes the presentation, and a tapped button's action goes back to the screen
/// that reported the failure.
///
/// Every report is logged as it arrives, shown or hidden, with the file, line and function
/// the screen made it at, as article 002's `handle` logs before it shows anything; a
/// cancellation is no failure and is not logged.
///
/// A screen that wants its failures to itself keeps its own presentation with
/// ``Unidirectional/Reducer/presentingErrors(of:in:action:policy:)`` instead.
public struct ErrorHandler<Base: Reducer>: Reducer {
  private let base: Base
  private let report: (Base.Action) -> ErrorReport<Base.Action>?
  private let presentation: WritableKeyPath<Base.State, ErrorPresentation<Base.Action>?>
  private let action: ActionPath<Base.Action, ErrorPresentationAction>
  private let language: AppError.Language
  private let errorLogger: ErrorLogger

  init(
    base: Base,
    report: @escaping (Base.Action) -> ErrorReport<Base.Action>?,
    presentation: WritableKeyPath<Base.State, ErrorPresentation<Base.Action>?>,
    action: ActionPath<Base.Action, ErrorPresentationAction>,
    language: AppError.Language,
    errorLogger: ErrorLogger
  ) {
    self.base = base
    self.report = report
    self.presentation = presentation
    self.action = action
    self.language = language
    self.errorLogger = errorLogger
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effect = base.reduce(into: &state, action: action)
    if let report = report(action) {
      show(report, in: &state)
    }
    guard let userAction = self.action.extract(action) else { return effect }
    let answer = userAction.answer(&state[keyPath: presentation]).map(Effect.send) ?? .none
    return .merge(effect, answer)
  }

  /// Logs `report` and shows it, unless it shows nothing.
  private func show(_ report: ErrorReport<Base.Action>, in state: inout Base.State) {
    report.log(to: errorLogger)
    if let shown = report.presentation(in: language) {
      state[keyPath: presentation] = shown
    }
  }

  /// The base feature's reason for ignoring `action`.
  public func reasonForIgnoring(_ action: Base.Action, in state: Base.State) -> String? {
    base.reasonForIgnoring(action, in: state)
  }

  /// Brings the shared copies in step, in the base.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout Base.State, since previous: Base.State) {
    base.alignSharedCopies(in: &state, since: previous)
  }
}

extension Reducer {
  /// Makes this feature the app's error handler: the failures its children report are shown
  /// from one place of its state, in one language, and answered there.
  ///
  /// Apply it at the app's root, around the screens it scopes:
  ///
  /// ```swift
  /// struct ReportingScreen: Reducer {
  ///   struct State: Equatable {}
  ///   enum Action: Equatable, Sendable { case save, failed(ErrorReport<Action>) }
  ///
  ///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
  ///     guard action == .save else { return .none }
  ///     return .send(.failed(ErrorReport(.network, as: .alert(actions: [.retry(.save), .dismiss()]))))
  ///   }
  /// }
  ///
  /// struct ReportingApp: Reducer {
  ///   struct State: Equatable {
  ///     var screen = ReportingScreen.State()
  ///     var error: ErrorPresentation<Action>?
  ///   }
  ///   enum Action: Equatable, Sendable {
  ///     case screen(ReportingScreen.Action)
  ///     case error(ErrorPresentationAction)
  ///   }
  ///
  ///   var body: some Reducer<State, Action> {
  ///     CombineReducers {
  ///       Scope(state: \.screen, action: ActionPath(embed: Action.screen) {
  ///         if case .screen(let action) = $0 { action } else { nil }
  ///       }) { ReportingScreen() }
  ///     }
  ///     .handlingErrors(
  ///       reportedBy: { if case .screen(.failed(let report)) = $0 { report.map(Action.screen) } else { nil } },
  ///       in: \.error,
  ///       action: ActionPath(embed: Action.error) { if case .error(let action) = $0 { action } else { nil } }
  ///     )
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - report: Reads a report out of an action, its buttons lifted into this feature's
  ///     actions with ``ErrorReport/map(_:)``; `nil` for every other action.
  ///   - presentation: Where the state keeps the shown failure; screens read it from here
  ///     (an inline message under a form, an alert at the root).
  ///   - action: Where this feature's actions carry the user's answer.
  ///   - language: The language of titles, messages and default button titles.
  ///   - errorLogger: Logs every report but a cancellation, with the place the screen made
  ///     it; by default the store's `\.errorLogger` dependency
  ///     (``ErrorLogger/fromDependencies``), which logs nothing under a test store unless
  ///     the test sets one.
  /// - Returns: A reducer that runs this one, then logs and shows the reported failures.
  public func handlingErrors(
    reportedBy report: @escaping (Action) -> ErrorReport<Action>?,
    in presentation: WritableKeyPath<State, ErrorPresentation<Action>?>,
    action: ActionPath<Action, ErrorPresentationAction>,
    language: AppError.Language = .english,
    errorLogger: ErrorLogger = .fromDependencies
  ) -> ErrorHandler<Self> {
    ErrorHandler(
      base: self, report: report, presentation: presentation, action: action, language: language,
      errorLogger: errorLogger)
  }
}
