/// How a one-line path finds its case in a root value: what the runtime's description of
/// the root enum says about the cases whose payload can be the path's `Value`.
///
/// It is worked out once per pair of types and kept: working it out reads the type
/// descriptor and resolves every payload type, which a path made on every action, as a
/// `Scope` in a `body` is, would otherwise pay each time.
@usableFromInline
enum CaseLookup: Sendable {
  /// A case whose payload can be read as the path's value.
  @usableFromInline
  struct Candidate: Sendable {
    @usableFromInline let tag: UInt32
    @usableFromInline let isIndirect: Bool
  }

  /// Exactly one case carries the value: the path's case.
  case one(EnumMetadata, Candidate)
  /// Several cases carry the value, as `.won(Int)` and `.lost(Int)` do: a path learns which
  /// is its own from its constructor the first time it meets one of them.
  case several(EnumMetadata, [Candidate])
  /// No case can be the path's, for the reason given.
  case none(String)

  private struct Key: Hashable {
    let root: ObjectIdentifier
    let value: ObjectIdentifier
  }

  /// A lookup as the table keeps it: its parts side by side, not in the enum, whose
  /// payload pointers carry the case in their spare bits, where LeakSanitizer, scanning the
  /// table, would not see them.
  private struct Kept {
    let metadata: EnumMetadata?
    let candidates: [Candidate]
    let reason: String

    init(_ lookup: CaseLookup) {
      switch lookup {
      case .one(let metadata, let candidate): (self.metadata, candidates, reason) = (metadata, [candidate], "")
      case .several(let metadata, let all): (self.metadata, candidates, reason) = (metadata, all, "")
      case .none(let why): (metadata, candidates, reason) = (nil, [], why)
      }
    }

    var lookup: CaseLookup {
      guard let metadata else { return .none(reason) }
      return candidates.count == 1 ? .one(metadata, candidates[0]) : .several(metadata, candidates)
    }
  }

  private static let found = LockedState<[Key: Kept]>([:])
  private static let reported = LockedState<Set<String>>([])

  /// The lookup for paths from `Root` to a payload of type `Value`.
  @usableFromInline
  static func of<Root, Value>(_: Root.Type, to _: Value.Type) -> CaseLookup {
    let key = Key(root: ObjectIdentifier(Root.self), value: ObjectIdentifier(Value.self))
    if let kept = found.withLock({ $0[key] }) { return kept.lookup }
    let lookup = CaseLookup(Root.self, to: Value.self)
    found.withLock { $0[key] = Kept(lookup) }
    return lookup
  }

  private init<Root, Value>(_: Root.Type, to _: Value.Type) {
    guard let metadata = EnumMetadata(Root.self) else {
      self = .none("\(Root.self) is not an enum")
      return
    }
    let candidates = metadata.cases.enumerated().compactMap { tag, enumCase -> Candidate? in
      guard let payload = enumCase.payload, EnumMetadata.sameLayout(payload, Value.self) else {
        return nil
      }
      return Candidate(tag: UInt32(tag), isIndirect: enumCase.isIndirect)
    }
    switch candidates.count {
    case 0: self = .none("no case of \(Root.self) has a payload of type \(Value.self)")
    case 1: self = .one(metadata, candidates[0])
    default: self = .several(metadata, candidates)
    }
  }

  /// A case without a payload, found from one of its values.
  @usableFromInline
  struct PayloadlessCase: Sendable {
    @usableFromInline let metadata: EnumMetadata
    @usableFromInline let tag: UInt32
  }

  /// Why a path can find no case.
  @usableFromInline
  struct Problem: Error {
    @usableFromInline let reason: String
  }

  /// The case of `root`, which must have no payload.
  @usableFromInline
  static func payloadlessCase<Root>(of root: Root) -> Result<PayloadlessCase, Problem> {
    guard let metadata = EnumMetadata(Root.self) else {
      return .failure(Problem(reason: "\(Root.self) is not an enum"))
    }
    let tag = metadata.tag(of: root)
    guard tag >= metadata.payloadCaseCount else {
      return .failure(
        Problem(reason: "\(root) has a payload: pass its constructor to ActionPath(_:)"))
    }
    return .success(PayloadlessCase(metadata: metadata, tag: tag))
  }

  /// Reports `problem` on standard error, once for each place: a path made in a `body` is
  /// made again on every action.
  @usableFromInline
  static func reportOnce(_ problem: String, at location: SourceCodeLocation) {
    guard reported.withLock({ $0.insert(location.description).inserted }) else { return }
    IssueReporter.standardError.report(RuntimeIssue(problem, at: location))
  }
}
