import LoadingStates
import Testing

/// Article 000, Case EX: one branch draws a stub while loading and the value once loaded,
/// redacted while it is the stub.
struct PlaceholderTests {
  static let stub = ["stub"]

  @Test(arguments: Loaded.everyCase)
  func aDataStateDrawsItsValueOrThePlaceholder(_ state: Loaded) {
    #expect(state.value(or: Self.stub) == (state.value ?? Self.stub))
    #expect(state.isPlaceholder == (state.value == nil))
  }

  @Test(arguments: Paged.everyCase)
  func aPagingDataStateDrawsItsRowsOrThePlaceholder(_ state: Paged) {
    #expect(state.value(or: Self.stub) == (state.value ?? Self.stub))
    #expect(state.isPlaceholder == (state.value == nil))
  }

  @Test func theFirstLoadDrawsTheStubRedactedThenTheValue() {
    // Given
    var state = Loaded.idle
    var drawn: [(value: [String], redacted: Bool)] = []
    func draw() { drawn.append((state.value(or: Self.stub), state.isPlaceholder)) }

    // When: idle, loading, loaded, reloading
    draw()
    state.startLoading()
    draw()
    state.succeed(Fixture.shown)
    draw()
    state.startLoading()
    draw()

    // Then
    #expect(drawn.map(\.value) == [Self.stub, Self.stub, Fixture.shown, Fixture.shown])
    #expect(drawn.map(\.redacted) == [true, true, false, false])
  }
}
