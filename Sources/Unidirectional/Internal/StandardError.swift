#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Writes diagnostics to the process's standard error stream, unbuffered.
enum StandardError {
  static func print(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      _ = write(2, bytes.baseAddress, bytes.count)
    }
  }
}
