import Foundation
import Paging
import Unidirectional
import UnidirectionalTesting

/// The child side of `memory.items`: builds one collection of items, then prints the
/// process's peak resident memory as the OS counts it.
///
/// ```text
/// $ unidirectional-benchmarks --memory-probe array
/// peak-bytes 52903936 items 1000000
/// ```
struct MemoryProbe {
  /// What the probe builds.
  enum Kind: String, CaseIterable, Sendable {
    /// A `Store` running `PagingFeature`, paged up to ``itemCount`` items.
    case store
    /// A bare `[Item]`, appended page by page.
    case array
    /// A bare `[Item]` whose capacity was reserved up front: the least memory the items
    /// can take.
    case reserved
    /// A store that ran ``uniqueCancellations`` `.cancel(id:)` effects and
    /// ``uniqueCancellables`` cancellable effects, each under an id of its own: what a
    /// runner that kept bookkeeping for every id it ever saw would grow with.
    case cancelIDs = "cancel-ids"
    /// The state-space explorer of `explorer.paging`, run to ``explorerStates`` states.
    case explorer
    /// The same, run to ``quickExplorerStates`` states.
    case explorerQuick = "explorer-quick"
    /// Nothing: the process's own footprint, subtracted from the others.
    case empty

    /// How many items, or effects, the probe of this kind builds.
    var expectedCount: Int {
      switch self {
      case .store, .array, .reserved: MemoryProbe.itemCount
      case .cancelIDs: MemoryProbe.uniqueCancellations + MemoryProbe.uniqueCancellables
      case .explorer: MemoryProbe.explorerStates
      case .explorerQuick: MemoryProbe.quickExplorerStates
      case .empty: 0
      }
    }
  }

  /// How many `.cancel(id:)` effects with unique ids the `cancel-ids` probe runs.
  static let uniqueCancellations = 1_000_000
  /// How many `.cancellable(id:cancelInFlight:)` effects with unique ids it runs after them.
  static let uniqueCancellables = 300_000

  /// How many states the `explorer` probe visits.
  static let explorerStates = 1_000_000
  /// How many states the `explorer-quick` probe visits.
  static let quickExplorerStates = 50_000

  /// How many items the store and the array hold.
  static let itemCount = 1_000_000
  /// Items per page.
  static let pageSize = 50

  let kind: Kind

  /// What a probe prints: its peak resident bytes and how many items it held.
  struct Report {
    let peakBytes: Int
    let items: Int

    /// Reads `peak-bytes N items M`.
    init?(parsing text: String) {
      let words = text.split(whereSeparator: \.isWhitespace)
      guard words.count == 4, words[0] == "peak-bytes", words[2] == "items",
        let peak = Int(words[1]), let items = Int(words[3])
      else { return nil }
      peakBytes = peak
      self.items = items
    }
  }

  /// Builds the collection, then prints the report while it is still alive.
  @MainActor
  func run() {
    let items: Int
    switch kind {
    case .store:
      let driver = Self.pagedStore()
      items = driver.store.state.items.count
      print("peak-bytes \(Self.peakResidentBytes()) items \(items)")
      blackHole(driver.store)
    case .array:
      let array = Self.pagedArray()
      items = array.count
      print("peak-bytes \(Self.peakResidentBytes()) items \(items)")
      blackHole(array)
    case .reserved:
      let array = Self.reservedArray()
      items = array.count
      print("peak-bytes \(Self.peakResidentBytes()) items \(items)")
      blackHole(array)
    case .cancelIDs:
      let store = Self.storeAfterUniqueIDs()
      print("peak-bytes \(Self.peakResidentBytes()) items \(store.state)")
      blackHole(store)
    case .explorer, .explorerQuick:
      let report = ExplorerBenchmarks.explorer().explore(maxDepth: .max, maxStates: kind.expectedCount)
      print("peak-bytes \(Self.peakResidentBytes()) items \(report.statesVisited)")
    case .empty:
      print("peak-bytes \(Self.peakResidentBytes()) items 0")
    }
  }

  /// A store whose effects used 1,300,000 distinct cancellation ids, as per-row image loads
  /// keyed by URL would; its state counts the actions.
  @MainActor
  private static func storeAfterUniqueIDs() -> Store<Int, Int> {
    let store = Store(
      initialState: 0,
      reducer: Reduce<Int, Int> { count, id in
        count += 1
        guard id >= uniqueCancellations else { return .cancel(id: id) }
        return Effect.run { _ in }.cancellable(id: "row-\(id)", cancelInFlight: true)
      }
    )
    for id in 0..<(uniqueCancellations + uniqueCancellables) { store.send(id) }
    precondition(store.inFlightEffectCount == 0, "an effect outlived its body")
    return store
  }

  /// A store whose `PagingFeature` list was paged up to ``itemCount`` items, the way a
  /// screen pages: `reachBottom`, then the answer to the request in flight (see
  /// ``PagingDriver``).
  @MainActor
  private static func pagedStore() -> PagingDriver {
    let driver = PagingDriver(pageSize: pageSize)
    let pages = itemCount / pageSize
    for index in 0..<pages {
      let items = Item.page(index, size: pageSize)
      driver.store.send(driver.request(page: index, items: items, isLast: index == pages - 1))
    }
    precondition(driver.holdsEveryPage(count: itemCount), "the store lost a page")
    return driver
  }

  /// A bare array, appended page by page like the store's list.
  private static func pagedArray() -> [Item] {
    var items: [Item] = []
    for index in 0..<itemCount / pageSize {
      items.append(contentsOf: Item.page(index, size: pageSize))
    }
    return items
  }

  /// A bare array with room for every item from the start, filled page by page.
  private static func reservedArray() -> [Item] {
    var items: [Item] = []
    items.reserveCapacity(itemCount)
    for index in 0..<itemCount / pageSize {
      items.append(contentsOf: Item.page(index, size: pageSize))
    }
    return items
  }

  /// `VmHWM` of `/proc/self/status`: the most memory this process ever had resident.
  static func peakResidentBytes() -> Int {
    statusBytes("VmHWM")
  }

  /// `VmRSS` of `/proc/self/status`: the memory this process has resident now.
  static func residentBytes() -> Int {
    statusBytes("VmRSS")
  }

  /// The figure of the `/proc/self/status` line called `field`, given there in kibibytes.
  private static func statusBytes(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
      let kibibytes = Int(line.split(whereSeparator: \.isWhitespace)[1])
    else { preconditionFailure("/proc/self/status has no \(field) line (Linux only)") }
    return kibibytes * 1024
  }

  /// The path of this executable, which the benchmark re-executes as a probe.
  static var executablePath: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }
}
