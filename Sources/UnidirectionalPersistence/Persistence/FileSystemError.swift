import Unidirectional
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A system call on a file that failed: what was done, to which path, and the system's
/// words for `errno`.
struct FileSystemError: Error, CustomStringConvertible {
  /// What was done, as in "could not \(operation) /path".
  let operation: String
  let path: String
  let code: Int32

  /// The error of a call that failed with `code`.
  ///
  /// The code comes first, so that `FileSystemError(errno, …)` reads `errno` before the
  /// other arguments are built: making a path's string may itself set `errno`.
  init(_ code: Int32, _ operation: String, _ path: String) {
    self.code = code
    self.operation = operation
    self.path = path
  }

  var description: String {
    "could not \(operation) \(path): \(String(cString: strerror(code)))"
  }
}
