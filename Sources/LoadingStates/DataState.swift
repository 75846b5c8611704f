/// The state of data a screen fetches, as one value: never loaded, loading for the first
/// time, reloading while it shows what it has, retrying after an error, loaded, or failed in
/// one of those ways.
///
/// Use `DataState` for a screen that fetches one thing (a profile, a settings page, a list
/// without paging) instead of a trio of `value`, `error` and `isLoading` properties that can
/// drift apart. Each case says exactly what the screen shows, so a view is one `switch`, and
/// the transition methods (``startLoading()``, ``succeed(_:)``, ``fail(_:)``) are the only
/// way a well-behaved feature moves between cases. For a list that loads more pages, use
/// ``PagingDataState``.
///
/// | case | the screen shows |
/// |---|---|
/// | ``idle`` | nothing yet; loading has not been asked for |
/// | ``initialLoading`` | a full-screen spinner |
/// | ``reLoading(_:)`` | the previous value, with a refresh indicator |
/// | ``retryLoading(_:)`` | the previous error, with its retry button busy |
/// | ``success(_:)`` | the value |
/// | ``loadingFailure(_:)`` | an error with a retry button |
/// | ``reLoadingFailure(_:_:)`` | the value, with a banner saying the refresh failed |
///
/// ```swift
/// var profile: DataState<User, AppError> = .idle
///
/// profile.startLoading()                      // .initialLoading
/// profile.succeed(User(name: "Ada"))          // .success(Ada)
/// profile.startLoading()                      // .reLoading(Ada): Ada stays on screen
/// profile.fail(.network)                      // .reLoadingFailure(Ada, .network)
/// ```
public enum DataState<Value, Failure: Error> {
  /// Nothing has been loaded and no load has started.
  case idle

  /// The first load is in flight and there is nothing to show yet.
  case initialLoading

  /// A reload is in flight; the value from the last success is still shown.
  case reLoading(Value)

  /// A load is in flight again after a load failed; the failure is still shown.
  case retryLoading(Failure)

  /// The last load succeeded with this value.
  case success(Value)

  /// A load failed and there is no value to show.
  case loadingFailure(Failure)

  /// A reload failed; the value from before is still shown next to the error.
  case reLoadingFailure(Value, Failure)
}

extension DataState: Equatable where Value: Equatable, Failure: Equatable {}

extension DataState: Hashable where Value: Hashable, Failure: Hashable {}

extension DataState: Sendable where Value: Sendable {}

/// Written with its payloads named: `{"idle":{}}`, `{"success":{"value":…}}`,
/// `{"reLoadingFailure":{"value":…,"error":…}}`.
extension DataState: Codable where Value: Codable, Failure: Codable {
  private enum ReLoadingCodingKeys: String, CodingKey { case _0 = "value" }
  private enum RetryLoadingCodingKeys: String, CodingKey { case _0 = "error" }
  private enum SuccessCodingKeys: String, CodingKey { case _0 = "value" }
  private enum LoadingFailureCodingKeys: String, CodingKey { case _0 = "error" }
  private enum ReLoadingFailureCodingKeys: String, CodingKey { case _0 = "value", _1 = "error" }
}
