import Foundation
import TestSupport
import Testing
import Unidirectional

@testable import UnidirectionalPersistence

/// What a storage does whatever keeps its bytes: here a backend whose bad data cannot be
/// moved aside until the test lets it.
@Suite(.timeLimit(.minutes(1)))
struct PersistentStorageTests {
  /// Holds bad bytes that refuse to move while `isStuck`.
  final class StuckBackend: PersistenceBackend {
    private struct Contents {
      var data: Data? = Data("not json".utf8)
      var aside: Data?
      var isStuck = true
    }

    private let contents = LockedState(Contents())

    var place: String { "the stuck place" }
    var data: Data? { contents.withLock { $0.data } }
    var aside: Data? { contents.withLock { $0.aside } }

    func unstick() {
      contents.withLock { $0.isStuck = false }
    }

    func read() -> Data? { data }

    func write(_ data: Data) {
      contents.withLock { $0.data = data }
    }

    func moveAside() throws -> String? {
      try contents.withLock { contents in
        if contents.isStuck { throw Stuck() }
        contents.aside = contents.data
        contents.data = nil
        return "the aside place"
      }
    }

    struct Stuck: Error, CustomStringConvertible {
      var description: String { "it is stuck" }
    }
  }

  @Test(
    "Given bad data that cannot be moved aside, when a value is saved, then it is not overwritten until it is moved"
  )
  func badDataThatCannotMoveIsNeverOverwritten() {
    let backend = StuckBackend()
    let issues = IssueLog()
    let storage = PersistentStorage<Int>(
      backend: backend, version: 1, migrate: nil, issueReporter: issues.reporter,
      location: SourceCodeLocation(
        fileID: #fileID, filePath: #filePath, line: #line, column: #column))

    #expect(storage.load(default: 0) == 0)
    storage.save(1)

    #expect(backend.data == Data("not json".utf8))
    #expect(storage.writeCount == 0)

    backend.unstick()
    storage.save(2)

    #expect(backend.aside == Data("not json".utf8))
    #expect(storage.load(default: 0) == 2)
    #expect(storage.writeCount == 1)
    #expect(
      issues.issues.map(\.message) == [
        """
        Could not load the value saved in the stuck place: it is not a JSON object with a \
        "version" and a "value" (\(notJSONError())). Moving it aside failed too (it is stuck), \
        so it stays where it is, and nothing is saved over it until it can be moved aside; the \
        default value is used.
        """,
        """
        Could not save the value to the stuck place: it is stuck. The value is kept, and the next \
        change saves the newest value.
        """,
      ])
  }

  /// What JSONSerialization says of "not json" on this platform.
  private func notJSONError() -> String {
    do {
      _ = try JSONSerialization.jsonObject(with: Data("not json".utf8), options: [.fragmentsAllowed])
      return ""
    } catch {
      return "\(error)"
    }
  }
}
