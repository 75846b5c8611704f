import LoadingStates
import Paging

/// What a key does in the interactive session, decided from the key and the state on
/// screen alone, so every key is tested without a terminal.
///
/// ```swift
/// let command = KeyCommand(key: UInt8(ascii: "l"), in: store.state)
/// // .send(.edit(.update(topPost.togglingLike()))) while a post is listed
/// ```
enum KeyCommand: Equatable {
  /// Send this action to the store.
  case send(FeedFeature.Action)
  /// Turn failing every request on or off.
  case toggleFailures
  /// End the session.
  case quit
  /// Send nothing; tell the user why.
  case note(String)

  /// The command for `key` with `state` on screen.
  ///
  /// - Parameters:
  ///   - key: The byte the terminal sent.
  ///   - state: The state on screen: the like and delete keys act on its top post, and
  ///     retry goes to the list's error first, then to the top's.
  init(key: UInt8, in state: FeedFeature.State) {
    switch key {
    case UInt8(ascii: "b"), UInt8(ascii: " "):
      self = .send(.reachBottom)
    case UInt8(ascii: "u"):
      self = .send(.reachTop)
    case UInt8(ascii: "r"):
      self = .send(.refresh)
    case UInt8(ascii: "t"):
      let topFailed = state.top.error != nil
      self = .send(topFailed && !state.list.phase.hasError ? .retryTop : .retry)
    case UInt8(ascii: "l"):
      self = state.items.first.map { .send(.edit(.update($0.togglingLike()))) } ?? .note("no post to like yet")
    case UInt8(ascii: "d"):
      self = state.items.first.map { .send(.edit(.remove($0.id))) } ?? .note("no post to delete yet")
    case UInt8(ascii: "f"):
      self = .toggleFailures
    case UInt8(ascii: "q"), 3, 4:
      self = .quit
    default:
      self = .note("unknown key — use b, space, u, r, t, l, d, f or q")
    }
  }
}
