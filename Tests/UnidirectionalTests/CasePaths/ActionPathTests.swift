import Testing
import Unidirectional

/// A child action is named once, by a static `ActionPath`, and paths compose.
struct ActionPathTests {
  enum Inner: Equatable, Sendable { case tap, hold }
  enum Middle: Equatable, Sendable { case inner(Inner), other }
  enum Outer: Equatable, Sendable { case middle(Middle), other }

  @Test func aPathEmbedsAndExtractsItsChildAction() {
    // Given
    let path = ActionPath<Outer, Middle>.middle

    // When / Then
    #expect(path.embed(.other) == .middle(.other))
    #expect(path.extract(.middle(.inner(.tap))) == .inner(.tap))
    #expect(path.extract(.other) == nil)
    #expect(path.matches(.middle(.other)))
    #expect(!path.matches(.other))
  }

  @Test func anAppendedPathReachesTheGrandchildInOneStep() {
    // Given
    let path = ActionPath<Outer, Middle>.middle.appending(.inner)

    // When / Then
    #expect(path.embed(.hold) == .middle(.inner(.hold)))
    #expect(path.extract(.middle(.inner(.tap))) == .tap)
    #expect(path.extract(.middle(.other)) == nil)
    #expect(path.extract(.other) == nil)
  }

  @Test func theIdentityPathPassesEveryActionThrough() {
    // Given
    let path = ActionPath<Inner, Inner>.identity

    // When / Then
    #expect(path.embed(.tap) == .tap)
    #expect(path.extract(.hold) == .hold)
  }

  @Test func aPathDeclaredOnceIsTheSamePlaceOnEveryUseAndSiblingsAreNot() {
    // Given / When / Then
    #expect(ActionPath<Outer, Middle>.middle.place == ActionPath<Outer, Middle>.middle.place)
    #expect(ActionPath<Outer, Middle>.middle.place != ActionPath<Outer, Middle>.twin.place)
    #expect(
      ActionPath<Outer, Middle>.middle.appending(.inner).place
        != ActionPath<Outer, Middle>.twin.appending(.inner).place
    )
  }
}

extension ActionPath where Root == ActionPathTests.Outer, Value == ActionPathTests.Middle {
  static var middle: Self {
    ActionPath(embed: Root.middle) { if case .middle(let action) = $0 { action } else { nil } }
  }

  /// The same two directions as `middle`, declared elsewhere: another place.
  static var twin: Self {
    ActionPath(embed: Root.middle) { if case .middle(let action) = $0 { action } else { nil } }
  }
}

extension ActionPath where Root == ActionPathTests.Middle, Value == ActionPathTests.Inner {
  static var inner: Self {
    ActionPath(embed: Root.inner) { if case .inner(let action) = $0 { action } else { nil } }
  }
}
