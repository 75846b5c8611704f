internal import Foundation
import Unidirectional

/// Where a ``PersistentStorage`` keeps its bytes: a file, a `UserDefaults` key, memory.
///
/// A backend moves bytes only; versions, encoding and reporting belong to the storage.
protocol PersistenceBackend: Sendable {
  /// Where the bytes live, as a report names it: a file's path, a defaults key.
  var place: String { get }

  /// The stored bytes, or `nil` when nothing was stored yet.
  func read() throws -> Data?

  /// Replaces the stored bytes with `data`, all or nothing.
  func write(_ data: Data) throws

  /// Moves the stored bytes to a place of their own, never over an earlier one, so new
  /// writes cannot overwrite them.
  ///
  /// - Returns: Where they went, or `nil` when nothing was stored any more.
  func moveAside() throws -> String?
}
