internal import Foundation
import Unidirectional

/// The JSON a storage saves, `{"value": …, "version": 2}`, and how bytes of an older
/// version become the current value.
struct PersistenceEnvelope<Value: Codable & Sendable>: Sendable {
  /// The version a value is saved as.
  let version: Int
  /// Turns the value of an older version into the current one.
  let migrate: PersistentStorage<Value>.Migration?

  private struct Versioned<Body: Codable>: Codable {
    let version: Int
    let value: Body
  }

  private struct Header: Decodable {
    let version: Int
  }

  /// The bytes that save `value` as the current version: sorted keys and pretty-printed,
  /// so a saved file reads well and diffs cleanly.
  func encode(_ value: Value) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(Versioned(version: version, value: value))
  }

  /// The current value that `data` holds, migrated when it was saved as an older version.
  func decode(_ data: Data) throws(PersistenceFailure) -> Value {
    let saved: Int
    do {
      try JSONNesting.check(data)
      guard try Self.isEnvelope(data) else { return try decodePlain(data) }
      saved = try JSONDecoder().decode(Header.self, from: data).version
    } catch let failure as PersistenceFailure {
      throw failure
    } catch {
      throw .notVersioned(error)
    }
    if saved > version { throw .newerVersion(found: saved, known: version) }
    if saved < version { return try migrate(data, from: saved) }
    do {
      return try JSONDecoder().decode(Versioned<Value>.self, from: data).value
    } catch {
      throw .undecodable(version: saved, error)
    }
  }

  /// Whether `data` is meant as an envelope: a JSON object with a `"version"` at its top.
  /// Anything else that is JSON is a value saved plainly, as TCA's file storage and
  /// `@AppStorage` save it; what is not JSON throws.
  private static func isEnvelope(_ data: Data) throws -> Bool {
    let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    return (object as? [String: Any])?["version"] != nil
  }

  /// Reads a value saved plainly, with no envelope, as version 0, the oldest: through the
  /// migration when there is one, or else as the current value's JSON.
  private func decodePlain(_ data: Data) throws(PersistenceFailure) -> Value {
    if let migrate {
      do {
        return try migrate(0, data)
      } catch {
        throw .migrationFailed(from: 0, to: version, error)
      }
    }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw .undecodable(version: 0, error)
    }
  }

  private func migrate(_ data: Data, from saved: Int) throws(PersistenceFailure) -> Value {
    guard let migrate else { throw .noMigration(from: saved, to: version) }
    let raw = try rawValue(of: data)
    do {
      return try migrate(saved, raw)
    } catch {
      throw .migrationFailed(from: saved, to: version, error)
    }
  }

  /// The JSON under the `value` key of `data`, on its own.
  private func rawValue(of data: Data) throws(PersistenceFailure) -> Data {
    do {
      let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      guard let value = (object as? [String: Any])?["value"] else { throw MissingValue() }
      return try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
    } catch {
      throw .notVersioned(error)
    }
  }

  /// Saved data with a version and no value.
  private struct MissingValue: Error, CustomStringConvertible {
    var description: String { "it has no \"value\"" }
  }
}
