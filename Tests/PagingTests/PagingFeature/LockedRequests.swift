import Paging
import Unidirectional

/// The requests a fetch saw, for a fetch that answers at once.
final class LockedRequests: Sendable {
  private let requests = LockedState<[PageRequest<Int>]>([])

  func append(_ request: PageRequest<Int>) { requests.withLock { $0.append(request) } }

  var all: [PageRequest<Int>] { requests.withLock { $0 } }
}
