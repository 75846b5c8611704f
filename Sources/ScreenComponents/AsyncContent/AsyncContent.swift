import ErrorHandling
import LoadingStates

/// Article 001's reusable content view, as the value it draws: it switches on any
/// ``LoadableObject``'s state, hands a loaded value to a content closure, starts the load
/// when it appears idle, and retries from its error view.
///
/// A SwiftUI view reads ``look`` in its `body` and calls ``appeared()``,
/// ``disappeared()`` and ``retryTapped()`` from `.onAppear`, `.onDisappear` and its error
/// view's button, so the whole behaviour is tested here, on Linux.
///
/// ```swift
/// let store = Store(initialState: LoadFeature<String>.State(), reducer: LoadFeature { "Hello" })
/// let greeting = AsyncContent(source: store) { text in text.uppercased() }
/// greeting.appeared()            // idle: loads
/// print(greeting.look)           // .spinner, then .content("HELLO")
/// ```
@MainActor
public struct AsyncContent<Source: LoadableObject, Content> {
  /// What the content view shows.
  public enum Look {
    /// Nothing yet: the view has not appeared.
    case blank
    /// The default loading view.
    case spinner
    /// A custom loading placeholder.
    case placeholder(Content)
    /// An error view with a retry button; `isRetrying` keeps the button busy while the
    /// retry it started runs, and stays `false` while a pull to refresh reloads, as the
    /// pull shows its own indicator.
    case error(message: String, isRetrying: Bool)
    /// The loaded content.
    case content(Content)
  }

  /// The loadable object the view switches on.
  public let source: Source
  private let placeholder: Content?
  private let content: (Source.Output) -> Content

  /// Creates the content view.
  ///
  /// - Parameters:
  ///   - source: The loadable object.
  ///   - placeholder: What to show while loading instead of the default spinner.
  ///   - content: Makes the content from a loaded value.
  public init(
    source: Source,
    placeholder: Content? = nil,
    content: @escaping (Source.Output) -> Content
  ) {
    self.source = source
    self.placeholder = placeholder
    self.content = content
  }

  /// What the view shows now; reading it observes the source.
  public var look: Look {
    switch source.loadingState {
    case .idle: .blank
    case .loading: placeholder.map(Look.placeholder) ?? .spinner
    case .failed(let error): .error(message: error.userMessage(), isRetrying: source.isRetrying)
    case .loaded(let output): .content(content(output))
    }
  }

  /// The view appeared: an idle source starts loading.
  public func appeared() {
    if case .idle = source.loadingState { source.load() }
  }

  /// The view went away: the source stops loading, or following its stream.
  public func disappeared() {
    source.stop()
  }

  /// The error view's retry button.
  public func retryTapped() {
    source.retry()
  }
}

extension AsyncContent.Look: Equatable where Content: Equatable {}
