/// The statistics of a counter that the tabs of the shared-state case studies show: the
/// count, how high and low it went, and how many times it moved.
struct Stats: Codable, Equatable, Sendable {
  private(set) var count = 0
  private(set) var maxCount = 0
  private(set) var minCount = 0
  private(set) var numberOfCounts = 0

  mutating func increment() {
    count += 1
    numberOfCounts += 1
    maxCount = max(maxCount, count)
  }

  mutating func decrement() {
    count -= 1
    numberOfCounts += 1
    minCount = min(minCount, count)
  }
}
