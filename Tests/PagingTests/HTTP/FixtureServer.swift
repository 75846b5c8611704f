import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The fixture server beside this file, started on a free port of 127.0.0.1 for the tests
/// of this process and ended with it: it exits when its standard input closes.
final class FixtureServer: Sendable {
  /// One server for the whole test run; it serves requests in parallel.
  static let shared: FixtureServer = {
    do {
      return try FixtureServer()
    } catch {
      fatalError("the fixture server did not start: \(error)")
    }
  }()

  /// Whether the server can start here: `python3` is on the `PATH`, as `/usr/bin/env`
  /// looks it up.
  static let canStart: Bool = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains { folder in
      FileManager.default.isExecutableFile(atPath: "\(folder)/python3")
    }
  }()

  struct StartFailure: Error, CustomStringConvertible {
    let description: String
  }

  let base: URL
  private let process: Process
  private let keepAlive: Pipe

  private init() throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("fixture-server.py")
    let output = Pipe()
    keepAlive = Pipe()
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, "--port", "0", "--exit-on-stdin-eof"]
    process.standardInput = keepAlive
    process.standardOutput = output
    try process.run()
    let line = Self.firstLine(of: output.fileHandleForReading)
    guard let address = line.split(separator: " ").last, let url = URL(string: String(address)),
      url.host == "127.0.0.1"
    else { throw StartFailure(description: "unexpected first line: \(line)") }
    base = url
  }

  private static func firstLine(of handle: FileHandle) -> String {
    var bytes: [UInt8] = []
    while true {
      let chunk = handle.readData(ofLength: 1)
      guard let byte = chunk.first, byte != UInt8(ascii: "\n") else { break }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The address of `path` (with its query) on the server.
  func url(_ path: String) -> URL {
    URL(string: base.absoluteString + path)!
  }

  /// Lets every request held under `name` answer, now and later.
  func release(_ name: String) async throws {
    var request = URLRequest(url: url("/release/\(name)"))
    request.httpMethod = "POST"
    _ = try await URLSession.shared.data(for: request)
  }

  /// Waits until the server has recorded `event`, such as `disconnected:page2`: whether a
  /// client went away is something only the server can tell.
  ///
  /// The wait ends as soon as the event is recorded. Its 30-second bound is generous because
  /// the request that causes the event starts on the cooperative pool, which the suite's
  /// CPU-bound tests can hold for over 10 seconds under ThreadSanitizer (one CI run missed
  /// a 10-second bound that way).
  func waitFor(_ event: String, seconds: Int = 30) async throws -> Bool {
    let query = "name=\(event)&timeout=\(seconds)".addingPercentEncoding(
      withAllowedCharacters: .urlQueryAllowed)!
    var request = URLRequest(url: url("/events/wait?\(query)"))
    request.timeoutInterval = TimeInterval(seconds + 5)
    let (_, response) = try await URLSession.shared.data(for: request)
    return (response as? HTTPURLResponse)?.statusCode == 200
  }

  /// How many requests the server received for `path`.
  func count(of path: String) async throws -> Int {
    struct Count: Decodable { let count: Int }
    let (data, _) = try await URLSession.shared.data(from: url("/count?path=\(path)"))
    return try JSONDecoder().decode(Count.self, from: data).count
  }

  /// A port of 127.0.0.1 that nothing listens on: bound, then closed.
  static func closedPort() -> Int {
    let probe = Process()
    let output = Pipe()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    probe.arguments = [
      "python3", "-c",
      "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1]); s.close()",
    ]
    probe.standardOutput = output
    try? probe.run()
    probe.waitUntilExit()
    return Int(firstLine(of: output.fileHandleForReading)) ?? 9
  }
}
