public import ErrorHandling
public import LoadingStates
public import Unidirectional

extension PagingState: Equatable where Item: Equatable {
  /// Whether the two states show the same; the request bookkeeping is not compared.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._status == rhs._status && lhs.top == rhs.top
      && lhs._pagedList.rows == rhs._pagedList.rows
      && lhs._pagedList.below == rhs._pagedList.below
      && lhs._pagedList.pendingEdits == rhs._pagedList.pendingEdits
      && lhs._pagedList.changes == rhs._pagedList.changes
  }
}

extension PagingState: Hashable where Item: Hashable, Cursor: Hashable {
  /// Hashes what the state shows, as `==` compares it.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_status)
    hasher.combine(top)
    hasher.combine(_pagedList.rows)
    hasher.combine(_pagedList.below)
    hasher.combine(_pagedList.pendingEdits)
    hasher.combine(_pagedList.changes)
  }
}

extension PagingState: CustomReflectable {
  /// What the state shows, as `==` compares it, so a dump, a diff or a printed test names
  /// the properties a test writes, and no bookkeeping.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["list": list, "nextPage": nextPage, "top": top, "pendingEdits": pendingEdits, "changes": changes],
      displayStyle: .struct)
  }
}

extension PagingState: Fingerprinted {
  /// What the state shows, in O(1): equal when the states are.
  public struct Fingerprint: Equatable {
    /// The list's fingerprint.
    public let list: PagingDataState<IdentifiedArray<Item>, AppError>.Fingerprint
    /// What lies above the first row.
    public let top: PageEdge<Cursor>
    /// What lies below the last row.
    public let below: PageLink<Cursor>
    /// The fingerprint of the pending edits.
    public let pendingEdits: UInt64
    /// The revision of the last change to the rows.
    public let changesRevision: Int

    @inlinable
    init(
      list: PagingDataState<IdentifiedArray<Item>, AppError>.Fingerprint, top: PageEdge<Cursor>,
      below: PageLink<Cursor>, pendingEdits: UInt64, changesRevision: Int
    ) {
      self.list = list
      self.top = top
      self.below = below
      self.pendingEdits = pendingEdits
      self.changesRevision = changesRevision
    }

    /// Whether every part is equal.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.list == rhs.list && lhs.top == rhs.top && lhs.below == rhs.below
        && lhs.pendingEdits == rhs.pendingEdits && lhs.changesRevision == rhs.changesRevision
    }
  }

  /// The state's fingerprint: a store observing a paged list compares it in O(1), without
  /// keeping a copy of the items.
  ///
  /// Inlinable, with its equality written out, so a store that holds the state compares it
  /// specialized in the app's module (see `PagingDataState`'s fingerprint). The list's part
  /// is taken from the state's own fields, without building the list first.
  @inlinable
  public var fingerprint: Fingerprint {
    Fingerprint(
      list: PagingDataState<IdentifiedArray<Item>, AppError>.Fingerprint(
        phase: _status.phase, value: _status.value.map { _ in _pagedList.rows.fingerprint },
        error: _status.error),
      top: top, below: _pagedList.below, pendingEdits: _pagedList.pendingEdits.fingerprint,
      changesRevision: _pagedList.changes.revision)
  }
}
