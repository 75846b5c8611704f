import Foundation
import TestSupport
import Testing
import Unidirectional
import UnidirectionalPersistence

/// A key of a `UserDefaults` suite as the place a value survives a restart. Each test uses
/// a suite of its own and removes it at the end.
@Suite(.timeLimit(.minutes(1)))
struct PersistentUserDefaultsStorageTests {
  struct Settings: Codable, Equatable, Sendable {
    var theme = "light"
  }

  /// A suite named for one test, removed with everything in it when released.
  final class Suite {
    let name = "UnidirectionalTests.\(UUID().uuidString)"

    /// A new instance for the suite, as a program that starts again makes.
    func freshDefaults() throws -> UserDefaults {
      try #require(UserDefaults(suiteName: name))
    }

    deinit {
      UserDefaults(suiteName: name)?.removePersistentDomain(forName: name)
    }
  }

  @Test(
    "Given a value saved under a key, when a fresh instance of the suite is read, then the value round-trips"
  )
  func aSavedValueRoundTripsThroughAFreshSuite() throws {
    let suite = Suite()
    let issues = IssueLog()
    PersistentStorage<Settings>.userDefaults(
      key: "settings", suite: suite.name, issueReporter: issues.reporter
    )
    .save(Settings(theme: "dark"))

    let saved = try #require(try suite.freshDefaults().data(forKey: "settings"))
    let loaded = PersistentStorage<Settings>.userDefaults(key: "settings", suite: suite.name)
      .load(default: Settings())

    #expect(loaded == Settings(theme: "dark"))
    #expect(String(decoding: saved, as: UTF8.self).contains("\"version\" : 1"))
    #expect(issues.issues.isEmpty)
  }

  @Test(
    "Given no value under the key, when it loads, then it is the default and nothing is reported")
  func aMissingKeyLoadsTheDefault() {
    let suite = Suite()
    let issues = IssueLog()

    let loaded = PersistentStorage<Settings>.userDefaults(
      key: "settings", suite: suite.name, issueReporter: issues.reporter
    ).load(default: Settings(theme: "sepia"))

    #expect(loaded == Settings(theme: "sepia"))
    #expect(issues.issues.isEmpty)
  }

  @Test(
    "Given undecodable data and an earlier aside, when it loads, then it moves to the next aside key and is reported"
  )
  func undecodableDataMovesToAnAsideKey() throws {
    let suite = Suite()
    let defaults = try suite.freshDefaults()
    defaults.set(Data("earlier".utf8), forKey: "settings.corrupt-1")
    defaults.set(Data("{\"version\": 1".utf8), forKey: "settings")
    let issues = IssueLog()

    let loaded = PersistentStorage<Settings>.userDefaults(
      key: "settings", suite: suite.name, issueReporter: issues.reporter
    ).load(default: Settings())

    let after = try suite.freshDefaults()
    #expect(loaded == Settings())
    #expect(after.object(forKey: "settings") == nil)
    #expect(after.data(forKey: "settings.corrupt-1") == Data("earlier".utf8))
    #expect(after.data(forKey: "settings.corrupt-2") == Data("{\"version\": 1".utf8))
    let message = try #require(issues.issues.first?.message)
    #expect(issues.issues.count == 1)
    #expect(
      message.hasPrefix(
        "Could not load the value saved in the key \"settings\" of the UserDefaults suite \(suite.name): it is not a JSON object"
      ))
    #expect(
      message.hasSuffix(
        "It was moved aside to the key \"settings.corrupt-2\", so nothing is lost; the default value is used."
      ))
  }

  @Test(
    "Given a plain value under the key that is not this value, when it loads, then it is moved aside and the report says it does not decode"
  )
  func aPlainValueOfAnotherShapeIsMovedAside() throws {
    let suite = Suite()
    try suite.freshDefaults().set("dark", forKey: "settings")
    let issues = IssueLog()

    _ = PersistentStorage<Settings>.userDefaults(
      key: "settings", suite: suite.name, issueReporter: issues.reporter
    ).load(default: Settings())

    #expect(try suite.freshDefaults().string(forKey: "settings.corrupt-1") == "dark")
    #expect(issues.issues.first?.message.contains("its version 0 value does not decode") == true)
  }

  @Test(
    "Given a value JSON cannot hold under the key, when it loads, then it is moved aside and the report names its type"
  )
  func aValueJSONCannotHoldIsMovedAside() throws {
    let suite = Suite()
    try suite.freshDefaults().set(Date(timeIntervalSince1970: 0), forKey: "settings")
    let issues = IssueLog()

    _ = PersistentStorage<Settings>.userDefaults(
      key: "settings", suite: suite.name, issueReporter: issues.reporter
    ).load(default: Settings())

    #expect(try suite.freshDefaults().object(forKey: "settings.corrupt-1") != nil)
    #expect(issues.issues.first?.message.contains("it holds a ") == true)
    #expect(
      issues.issues.first?.message.contains(", neither the data a storage writes nor a value JSON can hold.") == true)
  }

  /// A theme as `@AppStorage("theme") var theme: Theme` keeps it: its raw value, a string.
  enum Theme: String, Codable, Sendable { case light, dark }

  @Test(
    "Given a string @AppStorage wrote under the key, when a storage of the same type loads, then it is the value, nothing is moved aside, and the next save writes an envelope"
  )
  func aPlainStringAppStorageWroteLoadsAsTheOldestVersion() throws {
    // Given
    let suite = Suite()
    try suite.freshDefaults().set("dark", forKey: "theme")
    let issues = IssueLog()

    // When
    let storage = PersistentStorage<Theme>.userDefaults(key: "theme", suite: suite.name, issueReporter: issues.reporter)
    let loaded = storage.load(default: .light)

    // Then
    #expect(loaded == .dark)
    #expect(issues.issues.isEmpty)
    #expect(try suite.freshDefaults().object(forKey: "theme.corrupt-1") == nil)
    storage.save(.light)
    let saved = try #require(try suite.freshDefaults().data(forKey: "theme"))
    #expect(String(decoding: saved, as: UTF8.self).contains("\"version\" : 1"))
  }

  @Test(
    "Given a number @AppStorage wrote under the key, when a storage with a migration loads, then the migration gets version 0 and the number's JSON"
  )
  func aPlainNumberGoesThroughTheMigrationAsVersionZero() throws {
    // Given
    let suite = Suite()
    try suite.freshDefaults().set(18, forKey: "settings")
    let seen = Journal<String>()

    // When
    let loaded = PersistentStorage<Settings>.userDefaults(
      key: "settings", suite: suite.name, version: 2,
      migrate: { version, data in
        seen.append("\(version): \(String(decoding: data, as: UTF8.self))")
        return Settings(theme: "size \(try JSONDecoder().decode(Int.self, from: data))")
      }
    ).load(default: Settings())

    // Then
    #expect(loaded == Settings(theme: "size 18"))
    #expect(seen.entries == ["0: 18"])
  }

  // Outside Apple platforms Foundation keeps a suite in a file under $XDG_CONFIG_HOME (or
  // $HOME/.config), so a probe given a temporary home writes and reads there; on Apple
  // platforms the preferences daemon ignores $HOME.
  #if !canImport(Darwin)
    @Test(
      "Given a value saved by one process, when the program starts again with the same home, then it loads the value"
    )
    func aValueSurvivesARestartOfTheProgram() throws {
      let home = try TemporaryFolder()
      let elsewhere = try TemporaryFolder()
      let probe = try ProbeBinary.locate("PersistenceProbe")
      func run(_ arguments: [String], home: TemporaryFolder) throws -> ProbeBinary.Run {
        try probe.run(
          arguments,
          environment: ["HOME": home.url.path, "XDG_CONFIG_HOME": home.file(".config").path])
      }

      let write = try run(["defaults-write", "com.example.probe", "settings", "dark"], home: home)
      let read = try run(["defaults-read", "com.example.probe", "settings"], home: home)
      let readElsewhere = try run(
        ["defaults-read", "com.example.probe", "settings"], home: elsewhere)

      #expect(write.termination == .exited(0))
      #expect(write.output == "")
      #expect(read.output == "dark\n")
      #expect(readElsewhere.output == "<default>\n")
    }
  #endif
}
