internal import Foundation
import Unidirectional

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Keeps a storage's bytes in one file, replaced atomically on every write.
///
/// A write goes to a new temporary file in the same folder, is flushed to the disk, and
/// then `rename(2)`s over the target: a reader, or the program after a crash at any point,
/// finds either the old file whole or the new file whole, never a mix. A crash before the
/// rename leaves the temporary file (`.settings.json.<uuid>.tmp`) behind; the target is
/// untouched.
struct FileBackend: PersistenceBackend {
  let url: URL
  /// Runs after the temporary file is written and flushed, before the rename: the crash
  /// test's probe stops there.
  let beforeRename: @Sendable (_ temporary: URL) -> Void

  var place: String { url.path }

  func read() throws -> Data? {
    do {
      return try Data(contentsOf: url)
    } catch {
      // Missing, or under a folder that is missing: nothing was saved yet.
      guard FileManager.default.fileExists(atPath: url.path) else { return nil }
      throw error
    }
  }

  func write(_ data: Data) throws {
    let folder = url.deletingLastPathComponent()
    try makeFolder(folder)
    let temporary = folder.appending(path: ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    try writeFlushed(data, to: temporary)
    beforeRename(temporary)
    guard rename(temporary.path, url.path) == 0 else {
      let error = FileSystemError(errno, "rename \(temporary.path) to", url.path)
      unlink(temporary.path)
      throw error
    }
    flushFolder(folder)
  }

  /// Moves the file to the first free `settings.json.corrupt-N`, never over an earlier one,
  /// also when another process sets the same file aside at the same time: the new name is
  /// made with `link(2)`, which fails rather than replace a name that exists.
  func moveAside() throws -> String? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    var number = 1
    while true {
      let aside = "\(url.path).corrupt-\(number)"
      if link(url.path, aside) == 0 {
        unlink(url.path)
        return aside
      }
      switch errno {
      case EEXIST: number += 1
      case ENOENT: return nil
      default: return try renameAside()
      }
    }
  }

  /// Moves the file aside by `rename(2)`, for a file system without hard links.
  private func renameAside() throws -> String {
    let aside = firstFreeAsidePath()
    guard rename(url.path, aside) == 0 else {
      throw FileSystemError(errno, "move \(url.path) aside to", aside)
    }
    return aside
  }

  /// Creates `folder`, and the folders above it, where they are missing. A file where the
  /// folder should be is left for the temporary file's creation to report.
  private func makeFolder(_ folder: URL) throws {
    if mkdir(folder.path, 0o777) == 0 || errno == EEXIST { return }
    guard errno == ENOENT else { throw FileSystemError(errno, "create the folder", folder.path) }
    try makeFolder(folder.deletingLastPathComponent())
    guard mkdir(folder.path, 0o777) == 0 || errno == EEXIST else {
      throw FileSystemError(errno, "create the folder", folder.path)
    }
  }

  /// `settings.json.corrupt-1`, or the first number after it that no file has.
  private func firstFreeAsidePath() -> String {
    var number = 1
    while FileManager.default.fileExists(atPath: "\(url.path).corrupt-\(number)") { number += 1 }
    return "\(url.path).corrupt-\(number)"
  }

  /// Creates `file`, which must not exist, with `data` in it, flushed to the disk.
  private func writeFlushed(_ data: Data, to file: URL) throws {
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw FileSystemError(errno, "create", file.path) }
    do {
      try writeAll(data, to: descriptor, path: file.path)
      guard fsync(descriptor) == 0 else { throw FileSystemError(errno, "flush", file.path) }
      close(descriptor)
    } catch {
      close(descriptor)
      unlink(file.path)
      throw error
    }
  }

  /// Flushes the folder's entry for the renamed file, so the rename survives a power cut;
  /// best effort: the file's contents are safe either way.
  private func flushFolder(_ folder: URL) {
    let descriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}

/// Writes every byte of `data` to `descriptor`, however many calls that takes. At file
/// scope, where `write` is the system call and not ``FileBackend/write(_:)``.
private func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
  try data.withUnsafeBytes { bytes in
    guard let start = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, start + offset, bytes.count - offset)
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { throw FileSystemError(errno, "write", path) }
      offset += written
    }
  }
}
