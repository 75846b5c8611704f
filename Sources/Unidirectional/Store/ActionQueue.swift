/// A first-in, first-out queue of actions waiting for the reducer.
///
/// Popping is O(1): a read index moves forward, and the storage is reset once drained.
struct ActionQueue<Action> {
  private var storage: [Action] = []
  private var head = 0

  mutating func append(_ action: Action) {
    storage.append(action)
  }

  mutating func popFirst() -> Action? {
    guard head < storage.count else {
      if head > 0 {
        storage.removeAll(keepingCapacity: true)
        head = 0
      }
      return nil
    }
    defer { head += 1 }
    return storage[head]
  }
}
