import Foundation
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

@testable import Examples

/// TCA's "Effects: web socket", tested for each behaviour its tests assert: connecting,
/// receiving, sending, a failed send, pings every ten seconds, and a connection that
/// closes; and the live client against a real echo server on 127.0.0.1.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WebSocketTests {
  let events = ControlledStream<WebSocketClient.Event>()
  let clock = TestClock()
  let pings = PingCount()
  static let url = URL(string: "ws://127.0.0.1:1/echo")!

  /// Counts the pings sent.
  actor PingCount {
    var count = 0
    func increment() { count += 1 }
  }

  func makeStore(
    send: @escaping @Sendable (String) async throws -> Void = { _ in }
  ) -> TestStore<WebSocket.State, WebSocket.Action> {
    TestStore(initialState: WebSocket.State()) {
      WebSocket(url: Self.url)
    } withDependencies: { [events, clock, pings] in
      $0.clock = clock
      $0.webSocket = WebSocketClient(
        connect: { _ in events.makeStream() }, send: send, sendPing: { await pings.increment() })
    }
  }

  /// Taps connect and opens the connection.
  func connect(_ store: TestStore<WebSocket.State, WebSocket.Action>) async {
    await store.send(.connectButtonTapped) { $0.connectivityState = .connecting }
    await events.yield(.didOpen)
    await store.receive(.webSocket(.didOpen)) { $0.connectivityState = .connected }
  }

  @Test func givenAConnectionThenMessagesComeAndGoUntilItIsDisconnected() async {
    let store = makeStore()
    await connect(store)

    await events.yield(.message("Welcome to the echo server"))
    await store.receive(.webSocket(.message("Welcome to the echo server"))) {
      $0.receivedMessages = ["Welcome to the echo server"]
    }
    await store.send(.messageToSendChanged("Hi")) { $0.messageToSend = "Hi" }
    await store.send(.sendButtonTapped) { $0.messageToSend = "" }
    await store.receive(.sendResponse(didSucceed: true))
    await events.yield(.message("Hi"))
    await store.receive(.webSocket(.message("Hi"))) {
      $0.receivedMessages = ["Welcome to the echo server", "Hi"]
    }
    await store.send(.connectButtonTapped) { $0.connectivityState = .disconnected }
    await store.finish()
    #expect(events.cancelledSubscriptions == [0])
  }

  @Test func givenASendThatFailsThenAnAlertSaysToConnectFirst() async {
    let store = makeStore { _ in throw WebSocketClient.SendFailure.notConnected }
    await connect(store)

    await store.send(.messageToSendChanged("Hi")) { $0.messageToSend = "Hi" }
    await store.send(.sendButtonTapped) { $0.messageToSend = "" }
    await store.receive(.sendResponse(didSucceed: false)) {
      $0.alert = AlertState(
        title: "Could not send socket message. Connect to the server first, and try again.")
    }
    await store.send(.connectButtonTapped) { $0.connectivityState = .disconnected }
    await store.finish()
  }

  @Test func givenAConnectionThenAPingGoesEveryTenSecondsUntilItIsDisconnected() async {
    let store = makeStore()
    await connect(store)

    #expect(await pings.count == 0)
    await clock.advance(by: .seconds(10))
    #expect(await pings.count == 1)
    await clock.advance(by: .seconds(10))
    #expect(await pings.count == 2)
    await store.send(.connectButtonTapped) { $0.connectivityState = .disconnected }
    await clock.advance(by: .seconds(10))
    #expect(await pings.count == 2)
    await store.finish()
  }

  @Test func givenAConnectionThatClosesThenTheScreenIsDisconnected() async {
    let store = makeStore()
    await store.send(.connectButtonTapped) { $0.connectivityState = .connecting }

    await events.yield(.didClose)
    await store.receive(.webSocket(.didClose)) { $0.connectivityState = .disconnected }
    await store.finish()
  }
}

/// The live client against a real WebSocket echo server the tests start on 127.0.0.1, one
/// test at a time: the live client holds one connection.
@Suite(
  .serialized,
  .timeLimit(.minutes(1)),
  .enabled(
    if: EchoServer.canStart,
    "python3 is missing: the live web socket tests need it for their echo server")
)
struct LiveWebSocketTests {
  @Test func givenTheEchoServerThenWhatIsSentComesBackAndTheServersCloseEndsTheEvents() async throws
  {
    let client = WebSocketClientKey.liveValue
    var events = client.connect(try EchoServer.shared.url).makeAsyncIterator()

    #expect(await events.next() == .didOpen)
    try await client.send("Hi")
    #expect(await events.next() == .message("Hi"))
    try await client.sendPing()
    try await client.send(String(repeating: "long ", count: 30_000))
    #expect(await events.next() == .message(String(repeating: "long ", count: 30_000)))
    try await client.send("close")
    #expect(await events.next() == .didClose)
    #expect(await events.next() == nil)
  }

  @Test func givenNoServerOrAnotherSchemeThenTheConnectionClosesAtOnce() async throws {
    let client = WebSocketClientKey.liveValue

    for url in ["ws://127.0.0.1:1/echo", "wss://127.0.0.1:1/echo"] {
      var events = client.connect(URL(string: url)!).makeAsyncIterator()
      #expect(await events.next() == .didClose)
      #expect(await events.next() == nil)
    }
    await #expect(throws: WebSocketClient.SendFailure.notConnected) { try await client.send("Hi") }
  }
}

/// The echo server the live tests talk to: `websocket-echo-server.py`, started once.
final class EchoServer: Sendable {
  static let canStart = ProcessInfo.processInfo.environment["PATH", default: ""].split(
    separator: ":"
  )
  .contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }

  /// The server, or why it did not start.
  static var shared: EchoServer {
    get throws { try started.get() }
  }

  private static let started = Result { try EchoServer() }

  let url: URL
  private let process: Process
  private let keepAlive = Pipe()

  private init() throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("websocket-echo-server.py")
    let output = Pipe()
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    process.standardInput = keepAlive
    process.standardOutput = output
    try process.run()
    let line = String(decoding: output.fileHandleForReading.readLine(), as: UTF8.self)
    guard let address = line.split(separator: " ").last, let url = URL(string: String(address))
    else {
      throw WebSocketConnection.Failure.handshakeRefused("the echo server said: \(line)")
    }
    self.url = url
  }
}

extension FileHandle {
  /// The bytes up to the next newline.
  fileprivate func readLine() -> [UInt8] {
    var bytes: [UInt8] = []
    while let byte = readData(ofLength: 1).first, byte != UInt8(ascii: "\n") { bytes.append(byte) }
    return bytes
  }
}
