import Foundation
import Unidirectional

/// A WebSocket: events from one connection at a time, and text sent over it.
///
/// The live value speaks the protocol itself over a TCP socket (``WebSocketConnection``),
/// so it runs on Linux, whose Foundation has no WebSocket task; it connects to `ws://`
/// URLs only.
struct WebSocketClient: Sendable {
  /// What a connection reports: that it opened, each text message, and that it closed.
  enum Event: Equatable, Sendable {
    case didOpen
    case message(String)
    case didClose
  }

  /// Why a message could not be sent.
  enum SendFailure: Error, Equatable {
    case notConnected
  }

  /// Connects to the URL; the events end when the connection closes or the caller stops
  /// listening, which closes it.
  var connect: @Sendable (_ url: URL) -> AsyncStream<Event>
  /// Sends a text message over the open connection.
  var send: @Sendable (_ text: String) async throws -> Void
  /// Sends a ping over the open connection.
  var sendPing: @Sendable () async throws -> Void
}

enum WebSocketClientKey: DependencyKey {
  static let liveValue: WebSocketClient = {
    let open = LockedState<WebSocketConnection?>(nil)
    return WebSocketClient(
      connect: { url in
        AsyncStream { continuation in
          let connection = WebSocketConnection(url: url)
          continuation.onTermination = { _ in connection.close() }
          Thread {
            defer { connection.release() }
            guard (try? connection.open()) != nil else { return continuation.finishClosed() }
            open.withLock { $0 = connection }
            continuation.yield(.didOpen)
            while let text = try? connection.nextMessage() { continuation.yield(.message(text)) }
            open.withLock { if $0 === connection { $0 = nil } }
            continuation.finishClosed()
          }.start()
        }
      },
      send: { text in
        guard let connection = open.withLock({ $0 }) else {
          throw WebSocketClient.SendFailure.notConnected
        }
        try connection.send(text: text)
      },
      sendPing: {
        guard let connection = open.withLock({ $0 }) else {
          throw WebSocketClient.SendFailure.notConnected
        }
        try connection.sendPing()
      })
  }()
  static let previewValue = liveValue
  static let testValue = WebSocketClient(
    connect: { _ in
      unimplemented("WebSocketClient.connect", placeholder: AsyncStream { $0.finish() })
    },
    send: { _ in try unimplemented("WebSocketClient.send") },
    sendPing: { try unimplemented("WebSocketClient.sendPing") })
}

extension AsyncStream<WebSocketClient.Event>.Continuation {
  /// Reports that the connection closed, and ends the events.
  fileprivate func finishClosed() {
    yield(.didClose)
    finish()
  }
}

extension DependencyValues {
  var webSocket: WebSocketClient {
    get { self[WebSocketClientKey.self] }
    set { self[WebSocketClientKey.self] = newValue }
  }
}
