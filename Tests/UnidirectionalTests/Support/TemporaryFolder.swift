import Foundation

/// A new, empty folder of its own under the system's temporary directory, removed with
/// everything in it when the value is released.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "UnidirectionalTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The URL of `name` in the folder.
  func file(_ name: String) -> URL {
    url.appending(path: name)
  }

  /// The names of the folder's entries, sorted.
  func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
