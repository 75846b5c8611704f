extension PagingDataState {
  /// The value to draw: the loaded one, or `placeholder` while there is none yet.
  ///
  /// Article 000's Case EX draws the loading screen and the loaded screen in one branch,
  /// so the view keeps its identity when the data arrives: the content is drawn from a
  /// stub while loading, redacted by isPlaceholder. In a SwiftUI view (Apple platforms only):
  ///
  /// ```swift apple-only
  /// PostList(posts: state.value(or: Post.placeholders))
  ///   .redacted(reason: state.isPlaceholder ? .placeholder : [])
  /// ```
  ///
  /// - Parameter placeholder: What to draw while nothing has loaded, such as a stub value.
  /// - Returns: value when there is one, otherwise `placeholder`.
  public func value(or placeholder: @autoclosure () -> Value) -> Value {
    value ?? placeholder()
  }

  /// Whether value(or:) draws the placeholder: nothing has loaded, so a view redacts
  /// its content.
  public var isPlaceholder: Bool {
    value == nil
  }
}
