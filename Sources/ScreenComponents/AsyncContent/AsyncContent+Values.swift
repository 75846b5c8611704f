public import Paging
public import Unidirectional

extension AsyncContent {
  /// Creates the content view straight from a stream of values, as article 001 hands its
  /// content view a publisher: the view follows a `StreamFeature` store it makes for it.
  ///
  /// The stream is made when the view first appears, not before, so a list of such views
  /// subscribes only for the rows on screen; it is cancelled when the view goes away, and
  /// its last value stays.
  ///
  /// ```swift
  /// let prices = AsyncContent(values: { AsyncStream<Int> { $0.yield(187); $0.finish() } }) { price in
  ///   "$\(price)"
  /// }
  /// prices.appeared()  // subscribes: .spinner until the first price, then .content("$187")
  /// ```
  ///
  /// - Parameters:
  ///   - subscribe: Makes the stream to follow, called each time the view subscribes.
  ///   - placeholder: What to show while waiting for the first value instead of the
  ///     default spinner.
  ///   - content: Makes the content from a value.
  public init<Values: AsyncSequence & Sendable>(
    values subscribe: @escaping @Sendable () -> Values,
    placeholder: Content? = nil,
    content: @escaping (Values.Element) -> Content
  ) where Source == StoreOf<StreamFeature<Values.Element>> {
    let store = Store(
      initialState: StreamFeature<Values.Element>.State(),
      reducer: StreamFeature(subscribe: subscribe)
    )
    self.init(source: store, placeholder: placeholder, content: content)
  }
}
