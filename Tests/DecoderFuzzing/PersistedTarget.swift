import Foundation
import Paging
import TestSupport
import Unidirectional
import UnidirectionalPersistence

/// Saved paging states read by `PersistentStorage` at load, from a file and from
/// `UserDefaults`: bad bytes must be moved aside and reported, the default used.
enum PersistedTarget {
  typealias Feed = FeatureSeeds.Feed

  // Computed, not stored: a Data held in a global is reported as a leak by LeakSanitizer,
  // which does not see through Data's tagged storage.
  static var file: FuzzTarget {
    FuzzTarget(name: "PersistentStorage.file", seeds: envelopes) { data in
      let folder = FileManager.default.temporaryDirectory.appending(path: "decoder-fuzz-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let url = folder.appending(path: "feed.json")
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: url)
      } catch {
        return .inconsistent("the fuzzer could not write its input: \(FuzzTarget.oneLine(error))")
      }
      let issues = IssueLog()
      let loaded = PersistentStorage<Feed.State>.file(url, issueReporter: issues.reporter).load(default: Feed.State())
      let movedAside = FileManager.default.fileExists(atPath: url.path + ".corrupt-1")
      return verdict(loaded, issues: issues.issues.map(\.message), movedAside: movedAside)
    }
  }

  static var userDefaults: FuzzTarget {
    FuzzTarget(name: "PersistentStorage.userDefaults", seeds: envelopes) { data in
      let suite = "decoder-fuzz-\(UUID().uuidString)"
      guard let defaults = UserDefaults(suiteName: suite) else { return .inconsistent("no defaults suite") }
      defer { defaults.removePersistentDomain(forName: suite) }
      defaults.set(data, forKey: "feed")
      let issues = IssueLog()
      let loaded = PersistentStorage<Feed.State>.userDefaults(key: "feed", suite: suite, issueReporter: issues.reporter)
        .load(default: Feed.State())
      let movedAside = defaults.object(forKey: "feed.corrupt-1") != nil
      return verdict(loaded, issues: issues.issues.map(\.message), movedAside: movedAside)
    }
  }

  /// The feed's states as the storage saves them.
  static var envelopes: [Data] {
    FeatureSeeds.feedStates.map { state in
      let value = String(decoding: FuzzTarget.encoded(state), as: UTF8.self)
      return Data(#"{"value":\#(value),"version":1}"#.utf8)
    }
  }

  /// Rejected when the load reported one issue and moved the bytes aside; accepted when it
  /// reported none and the value keeps the state's checks.
  private static func verdict(_ loaded: Feed.State, issues: [String], movedAside: Bool) -> Verdict {
    switch issues.count {
    case 0:
      return FuzzTargets.feedStateProblem(loaded).map(Verdict.inconsistent) ?? .accepted
    case 1 where issues[0].contains("\n"):
      return .inconsistent("an issue of several lines: \(issues[0].replacingOccurrences(of: "\n", with: "⏎"))")
    case 1 where movedAside:
      return .rejected(issues[0])
    case 1:
      return .inconsistent("reported \(issues[0]) but did not move the bytes aside")
    default:
      return .inconsistent("\(issues.count) issues at one load: \(issues.joined(separator: " | "))")
    }
  }
}
