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

  /// The error of the call that just failed, read from `errno`.
  init(_ operation: String, _ path: String, code: Int32 = errno) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  var description: String {
    "could not \(operation) \(path): \(String(cString: strerror(code)))"
  }
}
