#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

import CommandLineOptions

/// `unidirectional-inspect RECORDING [-o PAGE]`: writes a recording's inspection page, and
/// exits with 0, 1 when the page cannot be written, or 2 for a usage error or a file that
/// holds no recording, saying why on one line of standard error.
@main
enum UnidirectionalInspect {
  static func main() {
    let options: InspectOptions
    do {
      options = try InspectOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      fail(error.description, status: 2)
    }
    if options.showsHelp {
      print(InspectOptions.usage)
      return
    }
    do {
      try InspectCommand(options: options).run()
    } catch {
      fail(error.description, status: error.exitStatus)
    }
  }

  /// Writes `message` on one line of standard error and exits with `status`.
  private static func fail(_ message: String, status: Int32) -> Never {
    var text = message + "\n"
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    exit(status)
  }
}
