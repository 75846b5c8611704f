import Testing

@testable import Unidirectional

/// Random edits at either end and in the middle of an identified array, checked after each
/// against a plain array that models it.
struct IdentifiedArrayEndsModelTests {
  @Test func randomEditsAtEitherEndAgreeWithAPlainArray() throws {
    try Self.walk(seed: 0x1DE_4E1D, steps: 2_000) { IdentifiedArrayEndsTests.Item($0, $1) }
  }

  @Test func randomEditsOfClusteredIDsAgreeWithAPlainArray() throws {
    try Self.walk(seed: 0xC1_0573, steps: 2_000) { IdentifiedArrayEndsTests.ClusteredItem($0, $1) }
  }

  /// Applies `steps` random edits to an identified array and to a plain array that models
  /// it, and requires after each that they hold the same elements, that every id of the
  /// universe is found where the model has it, and that the fingerprint changed exactly
  /// when the elements did.
  static func walk<Element: Identifiable & Equatable>(
    seed: UInt64,
    steps: Int,
    make: (_ id: Int, _ title: String) -> Element
  ) throws {
    let universe = 0..<100
    var random = SeededRandomNumberGenerator(seed: seed)
    var items = IdentifiedArray<Element>()
    var model: [Element] = []

    func randomElement(_ step: Int) -> Element {
      make(random.nextInt(in: universe.lowerBound...universe.upperBound - 1), "\(step)")
    }
    func modelIndex(of id: Element.ID) -> Int? {
      model.firstIndex { $0.id == id }
    }

    for step in 0..<steps {
      let modelBefore = model
      let fingerprintBefore = items.fingerprint
      let operation: String
      switch random.nextInt(in: 0...9) {
      case 0:
        let element = randomElement(step)
        operation = "append(\(element.id))"
        let appended = items.append(element)
        let expected = modelIndex(of: element.id) == nil
        if expected { model.append(element) }
        try #require(appended == expected, "seed \(seed), step \(step): \(operation)")
      case 1:
        let batch = (0..<random.nextInt(in: 0...6)).map { _ in randomElement(step) }
        operation = "prepend(contentsOf: \(batch.map(\.id)))"
        let dropped = items.prepend(contentsOf: batch)
        var front: [Element] = []
        for element in batch
        where modelIndex(of: element.id) == nil && !front.contains(where: { $0.id == element.id }) {
          front.append(element)
        }
        model.insert(contentsOf: front, at: 0)
        let expected = batch.count - front.count
        try #require(dropped == expected, "seed \(seed), step \(step): \(operation)")
      case 2:
        let element = randomElement(step)
        let index = random.nextInt(in: 0...model.count)
        operation = "insert(\(element.id), at: \(index))"
        let inserted = items.insert(element, at: index)
        let expected = modelIndex(of: element.id) == nil
        if expected { model.insert(element, at: index) }
        try #require(inserted == expected, "seed \(seed), step \(step): \(operation)")
      case 3:
        let k = random.nextInt(in: 0...Swift.min(model.count, 8))
        operation = "removeFirst(\(k))"
        items.removeFirst(k)
        model.removeFirst(k)
      case 4:
        let k = random.nextInt(in: 0...Swift.min(model.count, 8))
        operation = "removeLast(\(k))"
        items.removeLast(k)
        model.removeLast(k)
      case 6 where !model.isEmpty:
        let index = random.nextInt(in: 0...model.count - 1)
        operation = "remove(at: \(index))"
        let removed = items.remove(at: index)
        try #require(removed == model.remove(at: index), "seed \(seed), step \(step): \(operation)")
      case 7:
        let id = randomElement(step).id
        operation = "remove(id: \(id))"
        let removed = items.remove(id: id)
        try #require(removed == modelIndex(of: id).map { model.remove(at: $0) }, "seed \(seed), step \(step): \(operation)")
      case 8:
        let element = randomElement(step)
        operation = "[id: \(element.id)]? = an edited element"
        items[id: element.id]? = element
        if let index = modelIndex(of: element.id) { model[index] = element }
      case 9:
        let id = randomElement(step).id
        operation = "[id: \(id)] set to nil in place"
        Self.clear(&items[id: id])
        if let index = modelIndex(of: id) { model.remove(at: index) }
      default:
        let batch = (0..<random.nextInt(in: 0...6)).map { _ in randomElement(step) }
        operation = "append(contentsOf: \(batch.map(\.id)))"
        let dropped = items.append(contentsOf: batch)
        let before = model.count
        for element in batch where modelIndex(of: element.id) == nil {
          model.append(element)
        }
        let expected = batch.count - (model.count - before)
        try #require(dropped == expected, "seed \(seed), step \(step): \(operation)")
      }

      let context = Comment(rawValue: "seed \(seed), step \(step): \(operation)")
      try #require(items.elements == model, context)
      for value in universe {
        let id = make(value, "").id
        try #require(items.index(id: id) == modelIndex(of: id), "\(context), id \(value)")
      }
      try #require((items.fingerprint != fingerprintBefore) == (model != modelBefore), context)
      items.checkInvariants()
    }
  }

  /// Sets `element` to `nil` through an `inout` access, as a child reducer does when it
  /// dismisses the row it runs on.
  static func clear<Element>(_ element: inout Element?) {
    element = nil
  }
}
