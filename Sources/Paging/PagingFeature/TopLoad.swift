public import ErrorHandling

/// What the top is doing; where the page above starts is the list's.
@usableFromInline
enum TopLoad: Hashable, Sendable {
  case idle
  case loading
  case failed(AppError)

  init<Cursor>(_ edge: PageEdge<Cursor>) {
    switch edge {
    case .end, .available: self = .idle
    case .loading: self = .loading
    case .failed(_, let error): self = .failed(error)
    }
  }

  @inlinable
  func edge<Cursor>(at above: PageLink<Cursor>) -> PageEdge<Cursor> {
    guard let page = above.page else { return .end }
    switch self {
    case .idle: return .available(page)
    case .loading: return .loading(page)
    case .failed(let error): return .failed(page, error)
    }
  }
}
