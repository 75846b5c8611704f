import Foundation
import Unidirectional

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// One WebSocket connection over a TCP socket (RFC 6455): the opening handshake, masked
/// text frames out, text frames in, pings answered, and the closing handshake.
///
/// Reads block, so a connection is read on a thread of its own; ``close()`` from any
/// thread ends a read in progress. What it leaves out, as a case study's client may: TLS
/// (`wss://`), fragmented and binary messages (skipped), and checking the server's accept
/// key, which needs SHA-1, absent from Linux's Foundation.
final class WebSocketConnection: Sendable {
  /// Why a connection failed.
  enum Failure: Error, Equatable {
    case badURL
    case cannotConnect
    case handshakeRefused(String)
    case closed
    case frameTooLarge(Int)
  }

  /// Where the socket is in its life.
  private enum Socket {
    case unopened
    case open(Int32)
    case shutDown(Int32)
    case released
  }

  private let url: URL
  private let socket = LockedState(Socket.unopened)
  private static let largestFrame = 1 << 24

  init(url: URL) {
    self.url = url
  }

  /// Connects and completes the opening handshake.
  func open() throws {
    guard url.scheme == "ws", let host = url.host, let port = url.port else { throw Failure.badURL }
    guard let descriptor = SocketCalls.open(host: host, port: port) else {
      throw Failure.cannotConnect
    }
    try socket.withLock { socket in
      guard case .unopened = socket else {
        SocketCalls.release(descriptor)
        throw Failure.closed
      }
      socket = .open(descriptor)
    }
    let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
    let path = url.path.isEmpty ? "/" : url.path
    try write(
      Array(
        "GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
          .utf8))
    var response: [UInt8] = []
    while !response.suffix(4).elementsEqual("\r\n\r\n".utf8) && response.count < 8_192 {
      response += try read(1)
    }
    let status = String(decoding: response.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
    guard status.hasPrefix("HTTP/1.1 101") else { throw Failure.handshakeRefused(status) }
  }

  /// The next text message; `nil` once the server closed the connection.
  func nextMessage() throws -> String? {
    while true {
      let (opcode, payload) = try readFrame()
      switch opcode {
      case 0x1: return String(decoding: payload, as: UTF8.self)
      case 0x8:
        try? sendFrame(opcode: 0x8, payload: Array(payload.prefix(2)))
        return nil
      case 0x9: try sendFrame(opcode: 0xA, payload: payload)
      default: continue
      }
    }
  }

  /// Sends a text message.
  func send(text: String) throws {
    try sendFrame(opcode: 0x1, payload: Array(text.utf8))
  }

  /// Sends a ping.
  func sendPing() throws {
    try sendFrame(opcode: 0x9, payload: [])
  }

  /// Ends the connection from any thread: a read in progress returns, and a connection not
  /// yet open will not open.
  func close() {
    socket.withLock { socket in
      switch socket {
      case .unopened: socket = .released
      case .open(let descriptor):
        SocketCalls.shutDown(descriptor)
        socket = .shutDown(descriptor)
      case .shutDown, .released: break
      }
    }
  }

  /// Gives the socket back to the system, once its reader is done with it.
  func release() {
    socket.withLock { socket in
      switch socket {
      case .open(let descriptor), .shutDown(let descriptor): SocketCalls.release(descriptor)
      case .unopened, .released: break
      }
      socket = .released
    }
  }

  /// The socket, while the connection is open.
  private var openDescriptor: Int32 {
    get throws {
      guard case .open(let descriptor) = socket.withLock({ $0 }) else { throw Failure.closed }
      return descriptor
    }
  }

  private func sendFrame(opcode: UInt8, payload: [UInt8]) throws {
    var frame: [UInt8] = [0x80 | opcode]
    switch payload.count {
    case ..<126: frame.append(0x80 | UInt8(payload.count))
    case ...0xFFFF: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    default:
      frame += [0x80 | 127] + (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
    }
    let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
    frame += mask + payload.enumerated().map { $1 ^ mask[$0 % 4] }
    try write(frame)
  }

  private func readFrame() throws -> (opcode: UInt8, payload: [UInt8]) {
    let header = try read(2)
    var length = Int(header[1] & 0x7F)
    if length == 126 { length = try read(2).reduce(0) { $0 << 8 | Int($1) } }
    if length == 127 { length = try read(8).reduce(0) { $0 << 8 | Int($1) } }
    guard (0...Self.largestFrame).contains(length) else { throw Failure.frameTooLarge(length) }
    var mask: [UInt8] = [0, 0, 0, 0]
    if header[1] & 0x80 != 0 { mask = try read(4) }
    let payload = try read(length).enumerated().map { $1 ^ mask[$0 % 4] }
    return (header[0] & 0x0F, payload)
  }

  private func read(_ count: Int) throws -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    let descriptor = try openDescriptor
    while filled < count {
      let received = bytes.withUnsafeMutableBytes {
        SocketCalls.receive(descriptor, into: $0.baseAddress! + filled, count: count - filled)
      }
      guard received > 0 else { throw Failure.closed }
      filled += received
    }
    return bytes
  }

  private func write(_ bytes: [UInt8]) throws {
    let descriptor = try openDescriptor
    var sent = 0
    while sent < bytes.count {
      let written = bytes.withUnsafeBytes {
        SocketCalls.send(descriptor, from: $0.baseAddress! + sent, count: bytes.count - sent)
      }
      guard written > 0 else { throw Failure.closed }
      sent += written
    }
  }
}

/// The socket calls, kept apart from the connection's methods of the same names, and from
/// the spellings that differ between Glibc and Darwin.
private enum SocketCalls {
  /// A socket connected to `host` on `port`, or `nil`.
  static func open(host: String, port: Int) -> Int32? {
    var hints = addrinfo()
    hints.ai_family = AF_INET
    #if canImport(Darwin)
      hints.ai_socktype = SOCK_STREAM
    #else
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #endif
    var found: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &found) == 0, let address = found?.pointee else {
      return nil
    }
    defer { freeaddrinfo(found) }
    let descriptor = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
    guard descriptor >= 0 else { return nil }
    #if canImport(Darwin)
      var on: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
    guard connect(descriptor, address.ai_addr, address.ai_addrlen) == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// Reads up to `count` bytes; 0 or less when the connection ended.
  static func receive(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int
  {
    recv(descriptor, buffer, count, 0)
  }

  /// Writes up to `count` bytes; 0 or less when the connection ended. A closed peer is an
  /// error, not a signal that ends the process.
  static func send(_ descriptor: Int32, from buffer: UnsafeRawPointer, count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.send(descriptor, buffer, count, 0)
    #else
      Glibc.send(descriptor, buffer, count, Int32(MSG_NOSIGNAL))
    #endif
  }

  /// Ends a read or a write in progress on `descriptor`.
  static func shutDown(_ descriptor: Int32) {
    shutdown(descriptor, Int32(SHUT_RDWR))
  }

  /// Gives `descriptor` back to the system.
  static func release(_ descriptor: Int32) {
    close(descriptor)
  }
}
