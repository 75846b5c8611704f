internal import Foundation
import Unidirectional

/// Keeps a storage's bytes in memory, for tests and previews: the same encoding, versions
/// and reports as a file, and nothing left behind.
final class MemoryBackend: PersistenceBackend {
  private struct Contents {
    var data: Data?
    /// What was moved aside, oldest first.
    var asides: [Data] = []
  }

  private let contents = LockedState(Contents())

  var place: String { "memory" }

  func read() -> Data? {
    contents.withLock { $0.data }
  }

  func write(_ data: Data) {
    contents.withLock { $0.data = data }
  }

  func moveAside() -> String? {
    contents.withLock { contents in
      guard let data = contents.data else { return nil }
      contents.asides.append(data)
      contents.data = nil
      return "memory, aside number \(contents.asides.count)"
    }
  }
}
