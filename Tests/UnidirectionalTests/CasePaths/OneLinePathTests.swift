import Testing
import Unidirectional

/// A path made from an enum case alone finds that case and no other, whatever the payload.
struct OneLinePathTests {
  struct Profile: Equatable, Sendable {
    var name: String
    var tags: [String]
  }

  final class Session: Sendable {
    let token: String
    init(token: String) { self.token = token }
  }

  struct Failure: Error, Equatable {
    let code: Int
  }

  enum Screen: Equatable, Sendable {
    case list
    case detail(Int)
  }

  struct Wide: Equatable, Sendable {
    var a = 1, b = 2, c = 3, d = 4
    var rest = ["wider", "than", "a", "word"]
  }

  enum Action: Sendable {
    case profile(Profile)
    case session(Session)
    case failure(any Error)
    case pair(Int, String)
    case moved(from: Int, to: Int)
    case screen(Screen)
    case maybe(Int?)
    indirect case boxed(Wide)
    indirect case byte(UInt8)
    case refresh
    case close
  }

  enum Outcome: Equatable, Sendable {
    case won(Int)
    case lost(Int)
    case drawn
  }

  enum Only: Equatable, Sendable {
    case value(Profile)
  }

  enum Lone: Equatable, Sendable {
    case lone
  }

  indirect enum Tree: Equatable, Sendable {
    case leaf(Int)
    case node(Tree, Tree)
  }

  enum Generic<Element: Sendable>: Sendable {
    case one(Element)
    case many([Element])
    case empty
  }

  static let profile = Profile(name: "Blob", tags: ["a", "long enough to live on the heap"])
  static let session = Session(token: "t0k3n")

  /// One value of every case of `Action`.
  static var everyAction: [Action] {
    [
      .profile(profile), .session(session), .failure(Failure(code: 7)), .pair(1, "one"),
      .moved(from: 2, to: 5), .screen(.detail(3)), .maybe(nil), .maybe(4), .boxed(Wide()),
      .byte(200), .refresh, .close,
    ]
  }

  /// Which of `everyAction` the path extracts something from, by index.
  private func hits<Value>(_ path: ActionPath<Action, Value>) -> [Int] {
    Self.everyAction.indices.filter { path.extract(Self.everyAction[$0]) != nil }
  }

  @Test func aStructPayloadIsFoundInItsCaseOnly() {
    let path = ActionPath(Action.profile)

    #expect(path.extract(.profile(Self.profile)) == Self.profile)
    #expect(hits(path) == [0])
  }

  @Test func aClassPayloadIsTheSameObject() {
    let path = ActionPath(Action.session)

    #expect(path.extract(.session(Self.session)) === Self.session)
    #expect(hits(path) == [1])
  }

  @Test func anExistentialPayloadKeepsItsDynamicValue() {
    let path = ActionPath(Action.failure)

    #expect(path.extract(.failure(Failure(code: 9))) as? Failure == Failure(code: 9))
    #expect(hits(path) == [2])
  }

  @Test func aTuplePayloadIsFoundAsATuple() {
    let path = ActionPath(Action.pair)

    let pair = path.extract(.pair(8, "eight"))
    #expect(pair?.0 == 8)
    #expect(pair?.1 == "eight")
    #expect(hits(path) == [3])
  }

  @Test func aLabelledPayloadIsFoundThroughTheTupleItsConstructorTakes() {
    let path = ActionPath(Action.moved)

    let move = path.extract(.moved(from: 3, to: 1))
    #expect(move?.0 == 3)
    #expect(move?.1 == 1)
    #expect(hits(path) == [4])
  }

  @Test func aNestedEnumPayloadIsFoundAndPathsAppend() {
    let path = ActionPath(Action.screen)
    let detail = path.appending(ActionPath(Screen.detail))

    #expect(path.extract(.screen(.list)) == .list)
    #expect(detail.extract(.screen(.detail(6))) == 6)
    #expect(detail.extract(.screen(.list)) == nil)
    #expect(hits(path) == [5])
  }

  @Test func anOptionalPayloadIsFoundEvenWhenItIsNil() {
    let path = ActionPath(Action.maybe)

    #expect(path.extract(.maybe(nil)) == .some(nil))
    #expect(path.extract(.maybe(4)) == .some(4))
    #expect(hits(path) == [6, 7])
  }

  @Test func anIndirectCasesPayloadIsReadThroughItsBox() {
    let boxed = ActionPath(Action.boxed)
    let byte = ActionPath(Action.byte)

    #expect(boxed.extract(.boxed(Wide(a: 9))) == Wide(a: 9))
    #expect(byte.extract(.byte(255)) == 255)
    #expect(hits(boxed) == [8])
    #expect(hits(byte) == [9])
  }

  @Test func anIndirectEnumsRecursivePayloadIsFound() {
    let node = ActionPath(Tree.node)
    let tree = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))

    let children = node.extract(tree)
    #expect(children?.0 == .leaf(1))
    #expect(children?.1 == .node(.leaf(2), .leaf(3)))
    #expect(ActionPath(Tree.leaf).extract(tree) == nil)
    #expect(ActionPath(Tree.leaf).extract(.leaf(4)) == 4)
  }

  @Test func aCaseWithoutPayloadIsFoundFromTheCaseItself() {
    let path = ActionPath(case: Action.refresh)

    #expect(path.extract(.refresh) != nil)
    #expect(hits(path) == [10])
    #expect(ActionPath(case: Lone.lone).extract(.lone) != nil)
  }

  @Test func theOnlyCaseOfAnEnumIsFound() {
    let path = ActionPath(Only.value)

    #expect(path.extract(.value(Self.profile)) == Self.profile)
    #expect(path.embed(Self.profile) == .value(Self.profile))
  }

  @Test func aGenericEnumsCasesAreFoundForEachElementType() {
    let strings = ActionPath(Generic<String>.many)
    let numbers = ActionPath(Generic<Int>.one)

    #expect(strings.extract(.many(["x", "y"])) == ["x", "y"])
    #expect(strings.extract(.one("x")) == nil)
    #expect(strings.extract(.empty) == nil)
    #expect(numbers.extract(.one(5)) == 5)
    #expect(numbers.extract(.many([5])) == nil)
  }

  struct Feature<Child: Sendable> {
    indirect enum Action: Sendable {
      case child(Child)
      case children([Child])
      case nested(Action)
    }
  }

  @Test func anEnumNestedInAGenericTypeFindsItsCasesThroughItsParentsArguments() {
    let child = ActionPath(Feature<Profile>.Action.child)
    let nested = ActionPath(Feature<Profile>.Action.nested)

    #expect(child.extract(.child(Self.profile)) == Self.profile)
    #expect(child.extract(.children([Self.profile])) == nil)
    #expect(nested.appending(child).extract(.nested(.child(Self.profile))) == Self.profile)
  }

  @Test func anOptionalIsAnEnumToo() {
    let some = ActionPath(Optional<Profile>.some)

    #expect(some.extract(Self.profile) == Self.profile)
    #expect(some.extract(nil) == nil)
  }

  @Test func twoCasesOfTheSamePayloadEachFindTheirOwn() {
    let won = ActionPath(Outcome.won)
    let lost = ActionPath(Outcome.lost)

    #expect(won.extract(.lost(1)) == nil)
    #expect(won.extract(.won(2)) == 2)
    #expect(won.extract(.lost(3)) == nil)
    #expect(lost.extract(.won(4)) == nil)
    #expect(lost.extract(.lost(5)) == 5)
    #expect(won.extract(.drawn) == nil)
  }

  @Test func everyPathRoundTripsWhatItEmbeds() {
    #expect(
      ActionPath(Action.profile).extract(ActionPath(Action.profile).embed(Self.profile))
        == Self.profile)
    #expect(ActionPath(Action.screen).extract(ActionPath(Action.screen).embed(.list)) == .list)
    #expect(
      ActionPath(Action.boxed).extract(ActionPath(Action.boxed).embed(Wide(d: 0))) == Wide(d: 0))
    #expect(
      ActionPath(Generic<Int>.many).extract(ActionPath(Generic<Int>.many).embed([1, 2])) == [1, 2])
  }
}
