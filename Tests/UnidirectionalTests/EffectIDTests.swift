import Testing
import Unidirectional

/// An effect id is its value and its value's type: equal ids hash alike, and ids of two
/// types, even two empty structs, differ and hash apart.
struct EffectIDTests {
  private struct SearchRequest: Hashable, Sendable {}
  private struct TimerTick: Hashable, Sendable {}

  @Test func givenTwoEmptyStructsWhenEachNamesAnIDThenTheIDsDifferAndHashApart() {
    // Given / When
    let search = EffectID(SearchRequest())
    let timer = EffectID(TimerTick())

    // Then
    #expect(search != timer)
    #expect(search.hashValue != timer.hashValue)
    #expect(Set([search, timer, EffectID(SearchRequest())]).count == 2)
  }

  @Test func givenOneValueWhenItNamesTwoIDsThenTheyAreEqualAndHashAlike() {
    #expect(EffectID("search") == EffectID("search"))
    #expect(EffectID("search").hashValue == EffectID("search").hashValue)
  }

  @Test func givenEqualNumbersOfTwoTypesWhenEachNamesAnIDThenTheIDsDiffer() {
    #expect(EffectID(1) != EffectID(Int8(1)))
  }
}
