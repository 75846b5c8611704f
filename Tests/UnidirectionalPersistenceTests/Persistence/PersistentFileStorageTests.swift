import Foundation
import TestSupport
import Testing
import Unidirectional
import UnidirectionalPersistence

/// A JSON file as the place a value survives a restart: what loads, what is bad input, and
/// where bad input goes.
@Suite(.timeLimit(.minutes(1)))
struct PersistentFileStorageTests {
  struct Settings: Codable, Equatable, Sendable {
    var theme = "light"
    var fontSize = 12
  }

  /// The shape version 1 saved: a flag instead of a theme's name.
  struct SettingsV1: Codable {
    var isDark: Bool
  }

  /// A file's bad contents, the version of the storage that loads it, and what the report
  /// says is wrong.
  struct BadFile: Sendable, CustomTestStringConvertible {
    let json: String
    let version: Int
    let reason: String

    init(_ json: String, loadedAs version: Int = 1, reason: String) {
      self.json = json
      self.version = version
      self.reason = reason
    }

    var testDescription: String { json }
  }

  static func migrateFromV1(version: Int, data: Data) throws -> Settings {
    let old = try JSONDecoder().decode(SettingsV1.self, from: data)
    return Settings(theme: old.isDark ? "dark" : "light")
  }

  @Test("Given no file, when the value is loaded, then it is the default and nothing is reported")
  func aMissingFileLoadsTheDefault() throws {
    let folder = try TemporaryFolder()
    let issues = IssueLog()
    let storage = PersistentStorage<Settings>.file(
      folder.file("settings.json"), issueReporter: issues.reporter)

    #expect(storage.load(default: Settings(fontSize: 20)) == Settings(fontSize: 20))
    #expect(issues.issues.isEmpty)
    #expect(try folder.entries().isEmpty)
  }

  @Test("Given a saved value, when a new storage over the same file loads, then it gets the value")
  func aSavedValueLoadsInANewStorage() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("settings.json")
    PersistentStorage<Settings>.file(url).save(Settings(theme: "dark", fontSize: 14))

    let loaded = PersistentStorage<Settings>.file(url).load(default: Settings())

    #expect(loaded == Settings(theme: "dark", fontSize: 14))
    #expect(try folder.entries() == ["settings.json"])
  }

  @Test("Given a value saved, then the file is the value in a versioned envelope")
  func theFileIsAVersionedEnvelope() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("settings.json")

    PersistentStorage<Settings>.file(url, version: 3).save(Settings(theme: "dark"))

    let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? NSDictionary
    #expect(saved == ["version": 3, "value": ["theme": "dark", "fontSize": 12]] as NSDictionary)
  }

  @Test(
    "Given a version 1 file, when version 2 loads it, then the migration turns it into the value")
  func anOlderVersionIsMigrated() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("settings.json")
    try Data(#"{"version": 1, "value": {"isDark": true}}"#.utf8).write(to: url)
    let issues = IssueLog()

    let storage = PersistentStorage<Settings>.file(
      url, version: 2, migrate: Self.migrateFromV1, issueReporter: issues.reporter)

    #expect(storage.load(default: Settings()) == Settings(theme: "dark"))
    #expect(issues.issues.isEmpty)
    #expect(try folder.entries() == ["settings.json"])
  }

  @Test(
    "Given a file that is not JSON, when it loads, then it is moved aside, reported with its path, and the default is used"
  )
  func aCorruptFileIsMovedAsideAndReported() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("settings.json")
    try Data("{\"version\": 1, \"value\": {\"theme\": ".utf8).write(to: url)
    let issues = IssueLog()

    let loaded = PersistentStorage<Settings>.file(url, issueReporter: issues.reporter)
      .load(default: Settings(fontSize: 20))

    #expect(loaded == Settings(fontSize: 20))
    #expect(try folder.entries() == ["settings.json.corrupt-1"])
    #expect(
      try String(contentsOf: folder.file("settings.json.corrupt-1"), encoding: .utf8)
        == "{\"version\": 1, \"value\": {\"theme\": ")
    let message = try #require(issues.issues.first?.message)
    #expect(issues.issues.count == 1)
    #expect(
      message.hasPrefix("Could not load the value saved in \(url.path): it is not a JSON object"))
    #expect(
      message.hasSuffix(
        "It was moved aside to \(url.path).corrupt-1, so nothing is lost; the default value is used."
      ))
  }

  @Test(
    "Given a file of a newer version, when it loads, then it is moved aside and the report says so")
  func aNewerVersionIsMovedAsideAndReported() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("settings.json")
    try Data(#"{"version": 3, "value": {"theme": "dark", "fontSize": 12}}"#.utf8).write(to: url)
    let issues = IssueLog()

    let loaded = PersistentStorage<Settings>.file(url, version: 2, issueReporter: issues.reporter)
      .load(default: Settings())

    #expect(loaded == Settings())
    #expect(try folder.entries() == ["settings.json.corrupt-1"])
    #expect(
      issues.issues.map(\.message) == [
        """
        Could not load the value saved in \(url.path): it was saved as version 3, newer than \
        version 2, the newest this program knows. It was moved aside to \(url.path).corrupt-1, \
        so nothing is lost; the default value is used.
        """
      ])
    #expect(
      issues.issues.first?.location.fileID.description
        == "UnidirectionalPersistenceTests/PersistentFileStorageTests.swift")
  }

  @Test(
    "Given a file TCA's file storage wrote, the value's plain JSON, when a storage of the same type loads, then it is the value, nothing is moved aside, and the next save writes an envelope"
  )
  func aPlainJSONFileLoadsAsTheOldestVersion() throws {
    // Given
    let folder = try TemporaryFolder()
    let url = folder.file("settings.json")
    try Data(#"{"theme": "dark", "fontSize": 14}"#.utf8).write(to: url)
    let issues = IssueLog()

    // When
    let storage = PersistentStorage<Settings>.file(url, issueReporter: issues.reporter)
    let loaded = storage.load(default: Settings())

    // Then
    #expect(loaded == Settings(theme: "dark", fontSize: 14))
    #expect(issues.issues.isEmpty)
    #expect(try folder.entries() == ["settings.json"])
    storage.save(loaded)
    #expect(try String(contentsOf: url, encoding: .utf8).contains(#""version" : 1"#))
  }

  @Test(
    "Given a plain JSON file of an older shape, when a storage with a migration loads, then the migration gets version 0 and the whole file"
  )
  func aPlainJSONFileGoesThroughTheMigrationAsVersionZero() throws {
    // Given
    let folder = try TemporaryFolder()
    let url = folder.file("settings.json")
    try Data(#"{"isDark": true}"#.utf8).write(to: url)
    let versions = Journal<Int>()

    // When
    let loaded = PersistentStorage<Settings>.file(
      url, version: 2,
      migrate: { version, data in
        versions.append(version)
        return try Self.migrateFromV1(version: version, data: data)
      }
    ).load(default: Settings())

    // Then
    #expect(loaded == Settings(theme: "dark"))
    #expect(versions.entries == [0])
    #expect(try folder.entries() == ["settings.json"])
  }

  @Test(
    "Given bad files of every kind, when each loads, then each is moved to the next free aside, never over an earlier one",
    arguments: [
      BadFile(
        #"{"version": 1, "value": {"theme": 7}}"#, reason: "its version 1 value does not decode"),
      BadFile(
        #"{"value": {"theme": "dark"}}"#, reason: "migrating it from version 0 to version 1 threw"),
      BadFile(#"[1, 2]"#, reason: "migrating it from version 0 to version 1 threw"),
      BadFile(
        #"{"version": 1, "value": {"isDark": "yes"}}"#, loadedAs: 2,
        reason: "migrating it from version 1 to version 2 threw"),
      BadFile(
        #"{"version": 1}"#, loadedAs: 2,
        reason: "it is not a JSON object with a \"version\" and a \"value\" (it has no \"value\")"),
    ])
  func everyKindOfBadInputIsKept(_ bad: BadFile) throws {
    let folder = try TemporaryFolder()
    let url = folder.file("settings.json")
    try Data("an earlier aside".utf8).write(to: folder.file("settings.json.corrupt-1"))
    try Data(bad.json.utf8).write(to: url)
    let issues = IssueLog()

    let loaded = PersistentStorage<Settings>.file(
      url, version: bad.version, migrate: Self.migrateFromV1, issueReporter: issues.reporter
    ).load(default: Settings())

    #expect(loaded == Settings())
    #expect(try folder.entries() == ["settings.json.corrupt-1", "settings.json.corrupt-2"])
    #expect(
      try String(contentsOf: folder.file("settings.json.corrupt-1"), encoding: .utf8)
        == "an earlier aside")
    #expect(
      try String(contentsOf: folder.file("settings.json.corrupt-2"), encoding: .utf8) == bad.json)
    #expect(issues.issues.count == 1)
    #expect(issues.issues.first?.message.contains("\(url.path): \(bad.reason)") == true)
  }

  @Test(
    "Given an older version and no migration, when it loads, then it is moved aside and the report names both versions"
  )
  func anOlderVersionWithoutMigrationIsKept() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("settings.json")
    try Data(#"{"version": 1, "value": {"isDark": true}}"#.utf8).write(to: url)
    let issues = IssueLog()

    _ = PersistentStorage<Settings>.file(url, version: 2, issueReporter: issues.reporter)
      .load(default: Settings())

    #expect(try folder.entries() == ["settings.json.corrupt-1"])
    #expect(
      issues.issues.first?.message.contains(
        "\(url.path): it was saved as version 1, and no migration to version 2 was given.") == true)
  }

  @Test(
    "Given a folder where the file should be, when it loads, then it is unreadable, moved aside and reported"
  )
  func anUnreadableFileIsMovedAside() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("settings.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    let issues = IssueLog()
    let storage = PersistentStorage<Settings>.file(url, issueReporter: issues.reporter)

    #expect(storage.load(default: Settings()) == Settings())
    storage.save(Settings(theme: "dark"))

    #expect(try folder.entries() == ["settings.json", "settings.json.corrupt-1"])
    #expect(issues.issues.count == 1)
    #expect(issues.issues.first?.message.contains("\(url.path): it could not be read") == true)
    #expect(storage.load(default: Settings()) == Settings(theme: "dark"))
  }

  @Test(
    "Given folders that do not exist yet, when a value is saved, then they are created and the file written"
  )
  func missingFoldersAreCreated() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("Application Support/App/settings.json")
    let issues = IssueLog()

    PersistentStorage<Settings>.file(url, issueReporter: issues.reporter).save(
      Settings(theme: "dark"))

    #expect(
      PersistentStorage<Settings>.file(url).load(default: Settings()) == Settings(theme: "dark"))
    #expect(issues.issues.isEmpty)
  }

  @Test(
    "Given a folder that is a file, when a value is saved, then the failure is reported with the path"
  )
  func aFailedWriteIsReportedWithThePath() throws {
    let folder = try TemporaryFolder()
    try Data().write(to: folder.file("blocked"))
    let url = folder.file("blocked/settings.json")
    let issues = IssueLog()
    let storage = PersistentStorage<Settings>.file(url, issueReporter: issues.reporter)

    storage.save(Settings(theme: "dark"))

    #expect(storage.writeCount == 0)
    #expect(try folder.entries() == ["blocked"])
    #expect(issues.issues.count == 1)
    let message = try #require(issues.issues.first?.message)
    #expect(
      message.hasPrefix(
        "Could not save the value to \(url.path): could not create \(folder.url.path)/blocked/.settings.json."
      ))
    #expect(message.contains(".tmp: Not a directory. "))
    #expect(message.hasSuffix("The value is kept, and the next change saves the newest value."))
  }
}
