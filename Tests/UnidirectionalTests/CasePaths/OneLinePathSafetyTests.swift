import Testing
import UnidirectionalTesting

@testable import Unidirectional

/// A one-line path that cannot work says why and extracts nothing; one that can is safe to
/// share, to race, and to run a million times.
struct OneLinePathSafetyTests {
  struct Point: Sendable {
    var x: Int
  }

  enum Shape: Sendable {
    case circle(radius: Double)
    case square(side: Double)
    case dot
  }

  final class Tracked: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
  }

  enum Event: Sendable {
    case tracked(Tracked)
    case count(Int)
  }

  @Test func aRootThatIsNotAnEnumIsNamedAndExtractsNothing() {
    let path = ActionPath<Point, Int>(Point.init(x:))

    #expect(path.extract(Point(x: 1)) == nil)
    guard case .none(let reason) = CaseLookup.of(Point.self, to: Int.self) else {
      Issue.record("a struct root was taken for an enum")
      return
    }
    #expect(reason == "Point is not an enum")
  }

  @Test func aConstructorOfAnotherTypeIsNamedAndExtractsNothing() {
    let path = ActionPath<Shape, Int> { Shape.circle(radius: Double($0)) }

    #expect(path.extract(.circle(radius: 2)) == nil)
    guard case .none(let reason) = CaseLookup.of(Shape.self, to: Int.self) else {
      Issue.record("a case was found for a payload no case carries")
      return
    }
    #expect(reason == "no case of Shape has a payload of type Int")
  }

  @Test func aPayloadlessPathGivenACaseWithAPayloadIsNamedAndExtractsNothing() {
    let path = ActionPath(case: Shape.circle(radius: 1))

    #expect(path.extract(.circle(radius: 1)) == nil)
    #expect(path.extract(.dot) == nil)
    guard case .failure(let problem) = CaseLookup.payloadlessCase(of: Shape.circle(radius: 1))
    else {
      Issue.record("a case with a payload was taken for one without")
      return
    }
    #expect(
      problem.reason == "circle(radius: 1.0) has a payload: pass its constructor to ActionPath(_:)")
  }

  @Test func anExtractedObjectIsRetainedOnceAndReleasedWithItsLastOwner() {
    var object = Tracked(id: 1)
    let event = ActionPath(Event.tracked).embed(object)
    let path = ActionPath(Event.tracked)

    for _ in 0..<1_000 { #expect(path.extract(event)?.id == 1) }
    #expect(!isKnownUniquelyReferenced(&object))
    _ = consume event
    #expect(isKnownUniquelyReferenced(&object))
  }

  @Test func pathsThatLearnTheirCaseAgreeWhenRacedFromManyTasks() async {
    let circle = ActionPath(Shape.circle)
    let square = ActionPath(Shape.square)

    let wrong = await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          (0..<2_000).reduce(0) { wrong, step in
            let side = Double(task * 10_000 + step)
            let shape = step.isMultiple(of: 2) ? Shape.circle(radius: side) : .square(side: side)
            let isCircle = step.isMultiple(of: 2)
            let found = (circle.extract(shape), square.extract(shape))
            let right = isCircle ? found == (side, nil) : found == (nil, side)
            return wrong + (right ? 0 : 1)
          }
        }
      }
      return await group.reduce(0, +)
    }

    #expect(wrong == 0)
  }

  @Test func aMillionRandomActionsAreSortedAsIfCaseLetSortsThem() {
    var random = SeededRandomNumberGenerator(seed: 38)
    let (tracked, count) = (ActionPath(Event.tracked), ActionPath(Event.count))
    let object = Tracked(id: 2)
    var disagreements = 0

    for step in 0..<1_000_000 {
      let event = Bool.random(using: &random) ? Event.tracked(object) : .count(step)
      let expected: (Int?, Int?)
      switch event {
      case .tracked(let value): expected = (value.id, nil)
      case .count(let value): expected = (nil, value)
      }
      if (tracked.extract(event)?.id, count.extract(event)) != expected { disagreements += 1 }
    }

    #expect(disagreements == 0)
  }
}
