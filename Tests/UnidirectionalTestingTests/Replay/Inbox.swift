import Unidirectional
import UnidirectionalRecording

/// A small feature to record and replay: a refresh starts a fetch whose answer lists the
/// messages; clearing sends `cleared` at once.
struct Inbox: Reducer {
  struct State: Codable, Equatable, Sendable {
    var messages: [Int] = []
    var isLoading = false
  }

  enum Action: Codable, Equatable, Sendable {
    case refresh
    case loaded([Int])
    case clear
    case cleared
    case archive(Int)
    case sync
    case follow
  }

  /// What the fetch answers.
  var fetched: @Sendable () -> [Int] = { [1, 2, 3] }
  /// A planted bug: the answer loses its last message.
  var dropsTheLastMessage = false
  /// A planted bug: the refresh starts no fetch.
  var forgetsToFetch = false
  /// A planted bug: clearing sends `refresh` at once instead of `cleared`.
  var clearSendsRefresh = false
  /// A planted bug: archiving the message 7 right after loading lists it twice.
  var archivingSevenDuplicates = false
  /// The messages `follow` lists as they come, until the stream ends.
  var followed: AsyncStream<Int>? = nil

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .refresh:
      state.isLoading = true
      guard !forgetsToFetch else { return .none }
      return .run { [fetched] send in send(.loaded(fetched())) }
    case .loaded(let messages):
      state.isLoading = false
      state.messages = dropsTheLastMessage ? Array(messages.dropLast()) : messages
      return .none
    case .clear:
      return .send(clearSendsRefresh ? .refresh : .cleared)
    case .cleared:
      state.messages = []
      return .none
    case .sync:
      // A concatenation sends its first step at once, before the merge's second effect.
      return .merge(.concatenate(.send(.cleared), .run { send in send(.loaded([9])) }), .send(.archive(1)))
    case .follow:
      guard let followed else { return .none }
      return .run { send in for await message in followed { send(.loaded([message])) } }
    case .archive(let message):
      if archivingSevenDuplicates, message == 7, state.messages.contains(7) {
        state.messages.append(7)
      } else {
        state.messages.removeAll { $0 == message }
      }
      return .none
    }
  }
}
