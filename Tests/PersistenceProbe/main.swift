import Examples
import Foundation
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalPersistence

// Writes with the package's storage in a process of its own, for the tests that kill a write
// halfway or start the program again. Usage:
//
//   PersistenceProbe write <file> <value>            the real writer, stopped before its rename
//   PersistenceProbe write-in-place <file> <value>   a writer that overwrites the file in place
//   PersistenceProbe defaults-write <suite> <key> <value>
//   PersistenceProbe defaults-read <suite> <key>     prints the value, or <default>
//   PersistenceProbe standups-add <file> <title>     the standups app adds a standup and saves
//                                                    its list, stopped before the rename
//
// The two writers print one line once the new bytes are on the disk and the old file is not
// replaced yet, then wait for a line on standard input: the test kills them there, or lets
// them finish. Values are strings; problems go to standard error.

/// Tells the test that the write is paused, and waits until it answers or kills us.
func pause(_ line: String) {
  FileHandle.standardOutput.write(Data("\(line)\n".utf8))
  _ = readLine()
}

func fileStorage(_ path: String, beforeRename: @escaping @Sendable (URL) -> Void)
  -> PersistentStorage<String>
{
  .file(
    URL(fileURLWithPath: path), issueReporter: .standardError,
    location: SourceCodeLocation(
      fileID: #fileID, filePath: #filePath, line: #line, column: #column),
    beforeRename: beforeRename)
}

/// Overwrites `path` in place with the first half of the bytes the storage writes for
/// `value`: what a non-atomic writer leaves when it dies halfway.
func writeInPlace(_ value: String, to path: String) throws {
  let scratch = FileManager.default.temporaryDirectory.appending(
    path: "probe-\(UUID().uuidString).json")
  defer { try? FileManager.default.removeItem(at: scratch) }
  fileStorage(scratch.path, beforeRename: { _ in }).save(value)
  let bytes = try Data(contentsOf: scratch)
  let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
  try file.truncate(atOffset: 0)
  try file.write(contentsOf: bytes.prefix(bytes.count / 2))
  try file.synchronize()
  pause("paused in place")
  try file.write(contentsOf: bytes.dropFirst(bytes.count / 2))
  try file.close()
}

/// Runs the standups app over the list saved in `path`, adds a standup named `title`, and
/// lets the app save its list with the real writer, paused before its rename.
@MainActor
func addStandup(titled title: String, savingTo path: String) async {
  let storage = PersistentStorage<IdentifiedArray<Standup>>.file(
    URL(fileURLWithPath: path), issueReporter: .standardError,
    location: SourceCodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
    beforeRename: { temporary in pause("paused before renaming \(temporary.path)") })
  let store = Store(
    initialState: StandupsApp.State(standups: storage.load(default: [])),
    reducer: StandupsApp(storage: storage)
  ) {
    $0.clock = ImmediateClock()
    $0.uuid = .incrementing
  }
  store.send(.addTapped)
  if let id = store.withState({ $0.$adding.id }) {
    store.send(.adding(.presented(id: id, action: .rename(title))))
  }
  store.send(.confirmAdding)
  await store.waitForEffects()
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch (arguments.first, arguments.count) {
case ("write", 3):
  fileStorage(arguments[1]) { temporary in pause("paused before renaming \(temporary.path)") }
    .save(arguments[2])
case ("write-in-place", 3):
  try writeInPlace(arguments[2], to: arguments[1])
case ("standups-add", 3):
  await addStandup(titled: arguments[2], savingTo: arguments[1])
case ("defaults-write", 4):
  PersistentStorage<String>.userDefaults(key: arguments[2], suite: arguments[1]).save(arguments[3])
case ("defaults-read", 3):
  print(
    PersistentStorage<String>.userDefaults(key: arguments[2], suite: arguments[1]).load(
      default: "<default>"))
default:
  FileHandle.standardError.write(Data("PersistenceProbe: unknown arguments \(arguments)\n".utf8))
  exit(2)
}
