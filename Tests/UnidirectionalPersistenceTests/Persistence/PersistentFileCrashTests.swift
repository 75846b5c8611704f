import Foundation
import TestSupport
import Testing
import Unidirectional
import UnidirectionalPersistence

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A write killed halfway, in a process of its own: the real file writer leaves the old
/// file whole, and the same check catches a writer that overwrites the file in place.
@Suite(.timeLimit(.minutes(1)))
struct PersistentFileCrashTests {
  static let oldValue = "the old value"
  /// Large enough that half of it is plainly a broken file.
  static let newValue = "the new value " + String(repeating: "0123456789", count: 10_000)

  /// A folder holding `settings.json` saved with the old value, and its bytes.
  struct SavedFile {
    let folder: TemporaryFolder
    let url: URL
    let bytes: Data

    init() throws {
      folder = try TemporaryFolder()
      url = folder.file("settings.json")
      PersistentStorage<String>.file(url).save(PersistentFileCrashTests.oldValue)
      bytes = try Data(contentsOf: url)
    }

    /// Whether the file still holds the old bytes and loads as the old value. Only an
    /// intact file is loaded, so a broken one is not moved aside by the check.
    var isIntact: Bool {
      guard (try? Data(contentsOf: url)) == bytes else { return false }
      return PersistentStorage<String>.file(url).load(default: "")
        == PersistentFileCrashTests.oldValue
    }
  }

  @Test(
    "Given the real writer paused after writing its temporary file, when it is killed, then the old file is intact"
  )
  func aWriteKilledBeforeItsRenameLeavesTheOldFileWhole() throws {
    let saved = try SavedFile()
    let probe = try ProbeBinary.locate("PersistenceProbe")
      .start(["write", saved.url.path, Self.newValue])

    let line = try #require(probe.nextLine())
    probe.kill()

    #expect(probe.termination() == .signalled(SIGKILL))
    #expect(saved.isIntact)
    let temporary = try #require(line.split(separator: " ", maxSplits: 3).last.map(String.init))
    #expect(line == "paused before renaming \(temporary)")
    #expect(
      PersistentStorage<String>.file(URL(fileURLWithPath: temporary)).load(default: "")
        == Self.newValue)
    #expect(
      try saved.folder.entries() == [
        URL(fileURLWithPath: temporary).lastPathComponent, "settings.json",
      ])
  }

  @Test(
    "Given a writer that overwrites the file in place, when it is killed halfway, then the check finds the old file broken"
  )
  func aWriteInPlaceKilledHalfwayBreaksTheOldFile() throws {
    let saved = try SavedFile()
    let probe = try ProbeBinary.locate("PersistenceProbe")
      .start(["write-in-place", saved.url.path, Self.newValue])

    #expect(probe.nextLine() == "paused in place")
    probe.kill()

    #expect(probe.termination() == .signalled(SIGKILL))
    #expect(!saved.isIntact)
    #expect(try Data(contentsOf: saved.url).count > saved.bytes.count)
  }

  @Test(
    "Given the real writer paused before its rename, when it goes on, then the file holds the new value"
  )
  func aPausedWriteThatGoesOnReplacesTheFile() throws {
    let saved = try SavedFile()
    let probe = try ProbeBinary.locate("PersistenceProbe")
      .start(["write", saved.url.path, Self.newValue])

    _ = probe.nextLine()
    probe.answer()

    #expect(probe.termination() == .exited(0))
    #expect(PersistentStorage<String>.file(saved.url).load(default: "") == Self.newValue)
    #expect(try saved.folder.entries() == ["settings.json"])
  }
}
