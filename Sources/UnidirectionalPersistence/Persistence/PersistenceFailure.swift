import Unidirectional
/// Why stored bytes could not become a value: what a report of bad input says after "it".
enum PersistenceFailure: Error, CustomStringConvertible {
  /// Reading the bytes failed.
  case unreadable(any Error)
  /// A `UserDefaults` key holds something other than data.
  case notData(foundType: String)
  /// The bytes are not a JSON object with an integer `version`.
  case notVersioned(any Error)
  /// The value of the current version does not decode.
  case undecodable(version: Int, any Error)
  /// Saved by a newer version of the program.
  case newerVersion(found: Int, known: Int)
  /// An older version, and no migration was given.
  case noMigration(from: Int, to: Int)
  /// The migration of an older version threw.
  case migrationFailed(from: Int, to: Int, any Error)

  var description: String {
    switch self {
    case .unreadable(let error):
      "it could not be read (\(error))"
    case .notData(let type):
      "it holds a \(type), neither the data a storage writes nor a value JSON can hold"
    case .notVersioned(let error):
      "it is not a JSON object with a \"version\" and a \"value\" (\(error))"
    case .undecodable(let version, let error):
      "its version \(version) value does not decode (\(error))"
    case .newerVersion(let found, let known):
      "it was saved as version \(found), newer than version \(known), the newest this program knows"
    case .noMigration(let old, let new):
      "it was saved as version \(old), and no migration to version \(new) was given"
    case .migrationFailed(let old, let new, let error):
      "migrating it from version \(old) to version \(new) threw \(error)"
    }
  }
}
