extension DataState {
  /// Combines the states of two or more loads behind one screen into one state.
  ///
  /// Use it when a screen needs several values before it can show anything (a user and
  /// their posts, fetched separately) and should still be one `switch`. The result is
  /// derived from three facts, never from a case-by-case table, so it is defined for every
  /// combination:
  ///
  /// - the value is the tuple of all values when every state holds one, otherwise none;
  /// - the error is the first state's error, or else the next one's;
  /// - it is loading when any state is, and also when some values have arrived and others
  ///   have not, with no error: the screen still waits for the rest (article 003).
  ///
  /// | value | loading | error | result |
  /// |---|---|---|---|
  /// | yes | yes | – | ``reLoading(_:)`` (an error is dropped: the reload may clear it) |
  /// | yes | no | yes | ``reLoadingFailure(_:_:)`` |
  /// | yes | no | no | ``success(_:)`` |
  /// | no | yes | yes | ``retryLoading(_:)`` |
  /// | no | yes | no | ``initialLoading`` |
  /// | no | no | yes | ``loadingFailure(_:)`` |
  /// | no | no | no | ``idle`` |
  ///
  /// ```swift
  /// let user: DataState<User, AppError> = .success(User(name: "Ada"))
  /// let posts: DataState<[Post], AppError> = .initialLoading
  ///
  /// switch DataState.zip(user, posts) {
  /// case .success((let user, let posts)): print(user.name, "wrote", posts.count, "posts")
  /// case .initialLoading: print("loading…")   // the user arrived, the posts have not
  /// default: break
  /// }
  /// ```
  ///
  /// ```text
  /// loading…
  /// ```
  ///
  /// - Parameter parts: The states of the loads, in the order their values are paired.
  /// - Returns: The combined state, whose value is the tuple of all values.
  public static func zip<each Part>(
    _ parts: repeat DataState<each Part, Failure>
  ) -> DataState<(repeat each Part), Failure> where Value == (repeat each Part) {
    var error: Failure?
    var isLoading = false
    for part in repeat each parts {
      error = error ?? part.error
      isLoading = isLoading || part.isLoading
    }
    return DataState(arrived: repeat (each parts).value, error: error, isLoading: isLoading)
  }

  /// The state of a screen whose values arrive one by one and live beside it (article
  /// 003): `values` is what has arrived so far, and the screen also waits while some of
  /// them are still missing and nothing failed.
  ///
  /// It is ``LoadPhase/init(values:error:isLoading:)`` with the values kept, so one common
  /// component can draw such a screen as it draws any `DataState`.
  ///
  /// ```swift
  /// let user: User? = User(name: "Ada")
  /// let posts: [Post]? = nil
  /// let screen = DataState<(User, [Post]), AppError>(arrived: user, posts, error: nil, isLoading: false)
  /// print(screen.isLoading)  // true: the posts have not arrived
  /// ```
  ///
  /// - Parameters:
  ///   - values: Each value the screen needs, `nil` until it arrives.
  ///   - error: The error of a load that failed, if any.
  ///   - isLoading: Whether a load is in flight beyond the missing values.
  public init<each Part>(
    arrived values: repeat (each Part)?,
    error: Failure?,
    isLoading: Bool
  ) where Value == (repeat each Part) {
    var arrivedCount = 0
    var count = 0
    for value in repeat each values {
      count += 1
      if value != nil { arrivedCount += 1 }
    }
    let waitsForTheRest = arrivedCount > 0 && arrivedCount < count && error == nil
    self.init(
      value: try? (repeat present(each values)),
      error: error,
      isLoading: isLoading || waitsForTheRest
    )
  }
}

/// Thrown by ``present(_:)``: the value has not arrived.
private struct Missing: Error {}

/// The value, or a throw when it is missing; `try?` over a pack of these builds the tuple
/// of all values only when every one is there.
private func present<Value>(_ value: Value?) throws(Missing) -> Value {
  guard let value else { throw Missing() }
  return value
}
