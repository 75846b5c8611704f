public import Foundation
public import Unidirectional

extension PersistentStorage {
  /// A storage that keeps the value in a JSON file, replaced atomically on every write.
  ///
  /// A write goes to a temporary file in the same folder, flushed to the disk, that then
  /// replaces the file in one `rename(2)`: after a crash at any moment the file holds the
  /// old value or the new one, whole. The folder is created when it is missing.
  ///
  /// ```swift
  /// struct Draft: Codable, Sendable { var text = "" }
  ///
  /// let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
  /// let drafts = PersistentStorage<Draft>.file(support.appending(path: "draft.json"))
  /// let draft = drafts.load(default: Draft())
  /// ```
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - version: The version the value is saved as; raise it when its shape changes.
  ///   - migrate: Turns the JSON of an older version into the current value. Without it,
  ///     a file of an older version is bad input.
  ///   - issueReporter: Receives the storage's problems: bad input set aside, a failed
  ///     write. By default they are printed to standard error.
  ///   - fileID: The file the storage is created in, where its problems are reported.
  ///   - filePath: The path of that file.
  ///   - line: The line the storage is created on.
  ///   - column: The column the storage is created at.
  /// - Returns: The storage.
  public static func file(
    _ url: URL,
    version: Int = 1,
    migrate: Migration? = nil,
    issueReporter: IssueReporter = .standardError,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PersistentStorage {
    file(
      url, version: version, migrate: migrate, issueReporter: issueReporter,
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      beforeRename: { _ in })
  }

  /// A file storage that runs `beforeRename` once the temporary file of a write is written
  /// and flushed, before it replaces the file: where the crash test stops a write.
  package static func file(
    _ url: URL,
    version: Int = 1,
    migrate: Migration? = nil,
    issueReporter: IssueReporter,
    location: SourceCodeLocation,
    beforeRename: @escaping @Sendable (_ temporary: URL) -> Void
  ) -> PersistentStorage {
    PersistentStorage(
      backend: FileBackend(url: url, beforeRename: beforeRename), version: version,
      migrate: migrate, issueReporter: issueReporter, location: location)
  }

  /// A storage that keeps the value as JSON data under a key of a `UserDefaults` suite.
  ///
  /// Every write is synchronized to the disk at once. Data under the key that is bad input
  /// is moved to the first free key of `settings.corrupt-1`, `settings.corrupt-2`…
  ///
  /// ```swift
  /// struct Onboarding: Codable, Sendable { var isDone = false }
  ///
  /// let onboarding = PersistentStorage<Onboarding>.userDefaults(
  ///   key: "onboarding", suite: "group.com.example.app")
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key the value is saved under.
  ///   - suite: The suite's name, as `UserDefaults(suiteName:)` takes it; `nil` for the
  ///     standard defaults.
  ///   - version: The version the value is saved as; raise it when its shape changes.
  ///   - migrate: Turns the JSON of an older version into the current value.
  ///   - issueReporter: Receives the storage's problems.
  ///   - fileID: The file the storage is created in, where its problems are reported.
  ///   - filePath: The path of that file.
  ///   - line: The line the storage is created on.
  ///   - column: The column the storage is created at.
  /// - Returns: The storage.
  public static func userDefaults(
    key: String,
    suite: String? = nil,
    version: Int = 1,
    migrate: Migration? = nil,
    issueReporter: IssueReporter = .standardError,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PersistentStorage {
    PersistentStorage(
      backend: UserDefaultsBackend(key: key, suiteName: suite), version: version,
      migrate: migrate, issueReporter: issueReporter,
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// A storage that keeps the value in memory: for tests and previews.
  ///
  /// It encodes and decodes like the others, and its writes are debounced like theirs:
  /// give the persisting reducer a `TestClock` and advance it, or an ``/Unidirectional/ImmediateClock``
  /// to have each change written at once. Two stores that use one in-memory storage, one
  /// after the other, see what the first saved.
  ///
  /// - Parameters:
  ///   - issueReporter: Receives the storage's problems.
  ///   - fileID: The file the storage is created in, where its problems are reported.
  ///   - filePath: The path of that file.
  ///   - line: The line the storage is created on.
  ///   - column: The column the storage is created at.
  /// - Returns: An empty storage.
  public static func inMemory(
    issueReporter: IssueReporter = .standardError,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PersistentStorage {
    PersistentStorage(
      backend: MemoryBackend(), version: 1, migrate: nil, issueReporter: issueReporter,
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
