import Foundation
import Unidirectional
import UnidirectionalRecording

/// A feature that stamps what it creates with a UUID, the date and a random hue, read from
/// the built-in generators, and whose effect reads a UUID of its own: what a recording must
/// replay to the same states.
struct Stamper: Reducer {
  struct Note: Hashable, Codable, Sendable {
    var id: UUID
    var createdAt: Date
    var hue: Int
  }

  struct State: Hashable, Codable, Sendable {
    var notes: [Note] = []
    var receipts: [UUID] = []
  }

  enum Action: Hashable, Codable, Sendable {
    case add
    case save
    case saved(receipt: UUID)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date
  @Dependency(\.randomNumbers) var randomNumbers

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .add:
      var random = randomNumbers
      state.notes.append(Note(id: uuid(), createdAt: date(), hue: Int.random(in: 0..<360, using: &random)))
      return .none
    case .save:
      return .run { send in
        @Dependency(\.uuid) var uuid
        send(.saved(receipt: uuid()))
      }
    case .saved(let receipt):
      state.receipts.append(receipt)
      return .none
    }
  }
}
