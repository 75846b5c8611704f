internal import Foundation
import Unidirectional

/// Keeps a storage's bytes as data under one key of a `UserDefaults` suite.
///
/// It holds the suite's name, not a `UserDefaults` instance, which is not `Sendable` on
/// every platform, and asks Foundation for the suite at each read and write.
struct UserDefaultsBackend: PersistenceBackend {
  let key: String
  /// The suite, or `nil` for the standard defaults.
  let suiteName: String?

  var place: String {
    "the key \"\(key)\" of \(suiteName.map { "the UserDefaults suite \($0)" } ?? "the standard UserDefaults")"
  }

  /// The data under the key: what a storage wrote, or a value another app's code wrote
  /// plainly (as `@AppStorage` writes a string, a number or a flag), as its JSON.
  func read() throws -> Data? {
    guard let object = try defaults().object(forKey: key) else { return nil }
    if let data = object as? Data { return data }
    guard JSONSerialization.isValidJSONObject([object]),
      let json = try? JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])
    else {
      throw PersistenceFailure.notData(foundType: "\(type(of: object))")
    }
    return json
  }

  func write(_ data: Data) throws {
    let defaults = try defaults()
    defaults.set(data, forKey: key)
    try synchronize(defaults)
  }

  func moveAside() throws -> String? {
    let defaults = try defaults()
    guard let object = defaults.object(forKey: key) else { return nil }
    var number = 1
    while defaults.object(forKey: "\(key).corrupt-\(number)") != nil { number += 1 }
    let aside = "\(key).corrupt-\(number)"
    defaults.set(object, forKey: aside)
    defaults.removeObject(forKey: key)
    try synchronize(defaults)
    return "the key \"\(aside)\""
  }

  private func defaults() throws -> UserDefaults {
    guard let suiteName else { return .standard }
    guard let defaults = UserDefaults(suiteName: suiteName) else { throw NoSuite(name: suiteName) }
    return defaults
  }

  /// Writes the suite to the disk now: Foundation outside Apple platforms keeps changes in
  /// memory until then, and loses them if the process ends first.
  private func synchronize(_ defaults: UserDefaults) throws {
    guard defaults.synchronize() else { throw NotSynchronized(place: place) }
  }

  /// `UserDefaults(suiteName:)` refused the name, as it does the app's own identifier.
  private struct NoSuite: Error, CustomStringConvertible {
    let name: String
    var description: String { "UserDefaults has no suite named \(name)" }
  }

  private struct NotSynchronized: Error, CustomStringConvertible {
    let place: String
    var description: String { "UserDefaults could not write \(place) to the disk" }
  }
}
