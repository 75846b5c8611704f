// Every mutation of an identified array takes a fresh stamp (its fingerprint) and tells its
// edit log what it touched, through one of these four: so the stamp and the log never
// disagree, and a store's row observers learn which rows to look at.

extension IdentifiedArray {
  /// Stamps a mutation that changed the value of the element `id` in place, or removed it.
  @inlinable
  mutating func stampEdit(of id: Element.ID) {
    stamp = MutationStamp.next()
    edits.record(id, at: stamp)
  }

  /// Stamps a mutation that changed or removed the elements `ids`.
  @inlinable
  mutating func stampEdits(of ids: some Collection<Element.ID>) {
    stamp = MutationStamp.next()
    guard ids.count <= EditLog<Element.ID>.capacity / 2 else {
      edits.restart(at: stamp)
      return
    }
    for id in ids {
      edits.record(id, at: stamp)
    }
  }

  /// Stamps a mutation that inserted or moved elements and changed none that was there.
  @inlinable
  mutating func stampInsertionOrMove() {
    stamp = MutationStamp.next()
    edits.record(nil, at: stamp)
  }

  /// Stamps a mutation that replaced the elements wholesale: the log names nothing before it.
  @inlinable
  mutating func stampReplacement() {
    stamp = MutationStamp.next()
    edits.restart(at: stamp)
  }

  /// What the mutations since the array's stamp was `seen` touched: `nil` when the log
  /// cannot tell (every element may have changed).
  func edits(since seen: UInt64) -> ArraySlice<EditLog<Element.ID>.Entry>? {
    edits.entries(since: seen)
  }
}
