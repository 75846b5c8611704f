package import Foundation

/// A new, empty folder of its own under the system's temporary directory, removed with
/// everything in it when the value is released.
package final class TemporaryFolder {
  package let url: URL

  package init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "UnidirectionalTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The URL of `name` in the folder.
  package func file(_ name: String) -> URL {
    url.appending(path: name)
  }

  /// The names of the folder's entries, sorted.
  package func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
