import FoundationEssentials
import Unidirectional

/// A feature that stamps entries with the registry's UUID, date and clock, for the
/// dependency tests.
struct Journal: Reducer {
  struct Entry: Equatable {
    var id: UUID
    var date: Date
  }

  struct State: Equatable {
    var entries: [Entry] = []
    var quote: String?
  }

  enum Action: Equatable {
    case add
    case addLater
    case added(Entry)
    case fetchQuote
    case quoteFetched(String)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date
  @Dependency(\.clock) var clock
  @Dependency(\.quotes) var quotes

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .add:
      state.entries.append(Entry(id: uuid(), date: date()))
      return .none
    case .addLater:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        send(.added(Entry(id: uuid(), date: date())))
      }
    case .added(let entry):
      state.entries.append(entry)
      return .none
    case .fetchQuote:
      return .run { send in send(.quoteFetched(try await quotes.fetch())) }
    case .quoteFetched(let quote):
      state.quote = quote
      return .none
    }
  }
}

/// A dependency with no test value; each of its values answers with its context's name.
struct Quotes: Sendable {
  var fetch: @Sendable () async throws -> String
}

enum QuotesKey: DependencyKey {
  static let liveValue = Quotes { "live" }
  static let previewValue = Quotes { "preview" }
}

extension DependencyValues {
  var quotes: Quotes {
    get { self[QuotesKey.self] }
    set { self[QuotesKey.self] = newValue }
  }
}

extension UUID {
  /// The `n`th UUID of ``UUIDGenerator/incrementing``, counted from zero.
  static func counted(_ n: Int) -> UUID {
    let digits = String(n, radix: 16)
    let padded = String(repeating: "0", count: 12 - digits.count) + digits
    return UUID(uuidString: "00000000-0000-0000-0000-\(padded)")!
  }
}
