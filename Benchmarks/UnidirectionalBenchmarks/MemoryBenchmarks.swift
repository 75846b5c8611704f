/// `memory.items`: the peak resident memory of a store holding 1,000,000 items, against the
/// bare array of the same items.
///
/// Each figure comes from the OS, not from an estimate: the benchmark re-executes its own
/// binary with the hidden `--memory-probe` option, once per kind, and reads the child's
/// `VmHWM` (peak resident set) minus that of a child that builds nothing.
enum MemoryBenchmarks {
  static let items = Benchmark(
    name: "memory.items",
    summary: "peak RSS of a store holding 1,000,000 items vs the bare [Item] (child processes)"
  ) { context in
    let samples = context.samples(full: 3, quick: 1)
    var peaks: [MemoryProbe.Kind: [Double]] = [:]
    for _ in 0..<samples {
      for kind in [MemoryProbe.Kind.store, .array, .reserved, .empty] {
        peaks[kind, default: []].append(Double(run(kind, executable: context.executablePath)))
      }
    }
    let empty = peaks[.empty]!.median
    let count = Double(MemoryProbe.itemCount)
    func measurement(_ label: String, _ kind: MemoryProbe.Kind) -> Measurement {
      Measurement(
        label: label,
        operations: MemoryProbe.itemCount,
        unit: .bytes,
        samples: peaks[kind]!.map { ($0 - empty) / count }
      )
    }
    let store = measurement("Store + PagingFeature", .store)
    let array = measurement("bare [Item]", .array)
    let reserved = measurement("bare [Item], reserved", .reserved)
    return BenchmarkReport(
      name: "memory.items",
      summary: "peak resident memory for 1,000,000 items, net of an empty child process",
      measurements: [store, array, reserved],
      checks: [
        .ratio(store, to: array, atMost: 1.3),
        .ratio(store, to: reserved),
      ],
      notes: [
        "the store and [Item] are built page by page (20,000 pages of 50), so both pay "
          + "array growth; the reserved array is the floor, 1,000,000 x 32 bytes; an empty "
          + "child's peak of \(TableFormatter.bytes(empty)) is subtracted"
      ]
    )
  }

  /// `memory.cancelIDs`: what 1,300,000 distinct cancellation ids leave behind in a store.
  static let cancelIDs = Benchmark(
    name: "memory.cancelIDs",
    summary: "peak RSS after 1,300,000 effects under distinct cancellation ids (child processes)"
  ) { context in
    let samples = context.samples(full: 3, quick: 1)
    var used: [Double] = []
    var empty: [Double] = []
    for _ in 0..<samples {
      used.append(Double(run(.cancelIDs, executable: context.executablePath)))
      empty.append(Double(run(.empty, executable: context.executablePath)))
    }
    let ids = Double(MemoryProbe.Kind.cancelIDs.expectedCount)
    let growth = Measurement(
      label: "store after unique ids",
      operations: MemoryProbe.Kind.cancelIDs.expectedCount,
      unit: .bytes,
      samples: used.map { ($0 - empty.median) / ids }
    )
    return BenchmarkReport(
      name: "memory.cancelIDs",
      summary: "peak resident memory of a store after 1,000,000 .cancel(id:) and 300,000 "
        + "cancellable effects, each id unique, net of an empty child process",
      measurements: [growth],
      checks: [
        .absolute(
          "growth", value: growth.perOperation * ids / 1_048_576, unit: "MiB", atMost: 16)
      ],
      notes: [
        "the runner before this benchmark kept an entry per id it ever saw: about 98 MB for "
          + "the cancellations and 48 MB for the cancellables; this one keeps entries only for "
          + "work that runs"
      ]
    )
  }

  /// Runs the binary as a probe of `kind` and returns its peak resident bytes.
  static func run(_ kind: MemoryProbe.Kind, executable: String) -> Int {
    let text = ProbeProcess.output(of: executable, arguments: ["--memory-probe", kind.rawValue])
    guard let report = MemoryProbe.Report(parsing: text) else {
      preconditionFailure("the \(kind.rawValue) memory probe printed \(text)")
    }
    precondition(
      report.items == kind.expectedCount,
      "the \(kind.rawValue) probe built \(report.items) items")
    return report.peakBytes
  }
}
