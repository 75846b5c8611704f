import Testing
import Unidirectional
import UnidirectionalRecording

/// A recording nobody can read any more ends: the store stops writing actions down once
/// the app lets the recorder go.
@MainActor
struct StoreRecordingLifetimeTests {
  typealias Loader = StoreRecordingTests.Loader

  @Test func givenTheAppLetsTheRecorderGoWhenTheStoreGoesOnThenTheRecordingEnds() {
    // Given
    let store = Store(initialState: Loader.State(), reducer: Loader())
    _ = store.startRecording()

    // When: more actions than the tape holds
    for value in 0..<2_000 { store.send(.loaded(value)) }

    // Then
    #expect(store.rootCore?.recordingHook == nil)
  }

  @Test func givenAReducerThatReadsAUUIDOnEveryActionWhenTheAppLetsTheRecorderGoThenTheRecordingEndsToo() {
    // Given: each read is noted, and must not keep the recording from finding out
    let store = Store(initialState: Stamper.State(), reducer: Stamper())
    _ = store.startRecording()

    // When
    for _ in 0..<2_000 { store.send(.add) }

    // Then
    let hasStopped = store.rootCore?.recordingHook == nil
    #expect(hasStopped, "a recording that grows forever would not have")
  }

  @Test func givenTheAppHoldsTheRecorderWhenTheStoreGoesOnThenItKeepsRecording() {
    let store = Store(initialState: Loader.State(), reducer: Loader())
    let recorder = store.startRecording()

    for value in 0..<2_000 { store.send(.loaded(value)) }

    #expect(store.rootCore?.recordingHook != nil)
    #expect(recorder.recording.count == 2_000)
  }
}
