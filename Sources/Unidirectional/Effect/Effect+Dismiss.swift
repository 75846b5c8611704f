extension Effect {
  /// An effect that asks the reducer presenting this feature to dismiss it.
  ///
  /// A sheet, a pushed screen or any other presented child closes itself by returning it,
  /// from an action its view sent or one its effects sent: the presentation reducer of the
  /// UnidirectionalNavigation module (`ifLet` over a `PresentationState`) turns it into its
  /// `dismiss`, the stack reducer into a pop of this screen. Like every
  /// effect it is data, so a test of the child alone sees it returned.
  ///
  /// ```swift
  /// struct Composer: Reducer {
  ///   enum Action { case sendTapped, sent }
  ///
  ///   func reduce(into state: inout String, action: Action) -> Effect<Action> {
  ///     switch action {
  ///     case .sendTapped:
  ///       return .run { [text = state] send in
  ///         try await api.send(text)
  ///         send(.sent)
  ///       } catch: { _, _ in }
  ///     case .sent:
  ///       return .dismiss()
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Returned by a feature that nothing presents, a `Store` does nothing but report an
  /// issue that says so; a test store of the feature alone notes it instead (its
  /// `isDismissed` turns `true`) and cancels the feature's effects, so a screen's own test
  /// asserts that it closes.
  ///
  /// - Parameters:
  ///   - fileID: The file the dismiss was asked in, for issue reports.
  ///   - filePath: The path of that file, for issue reports.
  ///   - line: The line the dismiss was asked on, for issue reports.
  ///   - column: The column the dismiss was asked at, for issue reports.
  /// - Returns: The dismissing effect.
  public static func dismiss(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Effect {
    Effect(
      .dismiss(SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    )
  }

  /// An effect that hands `issue` to the store's issue reporter when it starts: a reducer
  /// saw something that is the caller's mistake, such as an action for a screen that is
  /// gone, and keeps its state as it is.
  package static func report(_ issue: RuntimeIssue) -> Effect {
    Effect(.report(issue))
  }

  /// What the runner reports for a ``dismiss(fileID:filePath:line:column:)`` that no
  /// presentation or stack reducer took.
  @usableFromInline
  static var unhandledDismissMessage: String {
    """
    A feature returned ".dismiss()", but no presentation or stack reducer presents it, so \
    nothing was dismissed. Run the feature under ".ifLet" of a "PresentationState" or \
    ".forEach" of a "StackState".
    """
  }

  /// This effect with every ``dismiss(fileID:filePath:line:column:)`` in it replaced by
  /// sending `action`: how a presenting reducer takes its child's request to go away.
  package func interceptingDismiss(as action: @autoclosure () -> Action) -> Effect {
    guard !isNone else { return self }
    return replacingDismiss(with: action())
  }

  private func replacingDismiss(with action: Action) -> Effect {
    switch operation {
    case .dismiss:
      return .send(action)
    case .merge(let effects):
      return Effect(.merge(effects.map { $0.replacingDismiss(with: action) }))
    case .concatenate(let effects):
      return Effect(.concatenate(effects.map { $0.replacingDismiss(with: action) }))
    case .cancellable(let effect, let id, let cancelInFlight):
      return Effect(
        .cancellable(effect.replacingDismiss(with: action), id: id, cancelInFlight: cancelInFlight))
    case .none, .send, .run, .cancel, .cancelMatching, .join, .report:
      return self
    }
  }
}
