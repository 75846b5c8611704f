import Foundation

/// Makes an input that stops the child smaller while it still does: removes pieces, large
/// ones first, then single bytes, within a budget of child runs.
struct Shrinker {
  let child: ChildProcess
  /// How many child runs shrinking one input may take.
  let budget: Int

  func shrink(_ input: Data) -> Data {
    var runs = 0
    var bytes = withoutLines([UInt8](input), runs: &runs)
    var chunk = max(1, bytes.count / 2)
    while chunk >= 1, runs < budget {
      var start = 0
      while start < bytes.count, runs < budget {
        var candidate = bytes
        candidate.removeSubrange(start..<min(bytes.count, start + chunk))
        runs += 1
        if child.stops(on: Data(candidate)) {
          bytes = candidate
        } else {
          start += chunk
        }
      }
      if chunk == 1 { break }
      chunk /= 2
    }
    return Data(bytes)
  }

  /// Removes whole lines first: in a recording, a piece of a line makes that line
  /// unreadable, and reading stops there before it reaches the line that traps.
  private func withoutLines(_ bytes: [UInt8], runs: inout Int) -> [UInt8] {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var index = lines.count - 1
    while index > 0, runs < budget {
      var candidate = lines
      candidate.remove(at: index)
      runs += 1
      if child.stops(on: Data(candidate.joined(separator: [UInt8(ascii: "\n")]))) { lines = candidate }
      index -= 1
    }
    return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
  }
}
