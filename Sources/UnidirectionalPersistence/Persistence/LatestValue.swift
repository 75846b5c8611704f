import Unidirectional

/// The value a storage last loaded or was handed to save, and the streams that are told each
/// new one.
final class LatestValue<Value: Sendable>: Sendable {
  private struct Contents {
    var value: Value?
    var listeners: [Int: AsyncStream<Value>.Continuation] = [:]
    var nextListener = 0
  }

  private let contents = LockedState(Contents())

  /// The latest value, or `nil` before the storage loaded or saved one.
  var value: Value? { contents.withLock { $0.value } }

  /// Makes `value` the latest and hands it to every listener.
  func update(_ value: Value) {
    let listeners = contents.withLock { contents in
      contents.value = value
      return Array(contents.listeners.values)
    }
    for listener in listeners { listener.yield(value) }
  }

  /// A stream of every value updated from now on, in order, kept until the stream ends.
  func stream() -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .unbounded)
    let id = contents.withLock { contents in
      defer { contents.nextListener += 1 }
      contents.listeners[contents.nextListener] = continuation
      return contents.nextListener
    }
    continuation.onTermination = { [weak self] _ in
      self?.contents.withLock { _ = $0.listeners.removeValue(forKey: id) }
    }
    return stream
  }

  deinit {
    for listener in contents.withLock({ $0.listeners.values }) { listener.finish() }
  }
}
