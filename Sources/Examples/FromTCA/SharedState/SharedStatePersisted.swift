import Unidirectional
import UnidirectionalPersistence

/// TCA's "Shared state: file storage" and "Shared state: user defaults" case studies,
/// rebuilt from their behaviour: the in-memory case study whose statistics are saved, to a
/// JSON file or a `UserDefaults` key, and loaded when the app starts again.
///
/// TCA writes each variant out again with a different `@Shared` key; here persistence is a
/// modifier on the same feature, and the storage says where.
struct SharedStatePersisted: Reducer {
  let storage: PersistentStorage<Stats>

  var body: some Reducer<SharedStateInMemory.State, SharedStateInMemory.Action> {
    SharedStateInMemory().persisting(\.stats, to: storage)
  }
}
