import Unidirectional
import UnidirectionalRecording

/// One step of a generated `TestStore` test: an action sent, or received when an effect
/// sent it at once, with the states around it.
struct TestStoreStep<State, Action> {
  /// The action.
  let action: Action
  /// Whether the test receives the action instead of sending it.
  let isReceived: Bool
  /// The state before the action.
  let before: State
  /// The state after it.
  let after: State

  /// A `TestStore` from `initialState`, with `reducer`: by default a placeholder for the
  /// feature.
  static func placeholderStore(from initialState: State, reducer: String = "<#feature#>") -> String {
    "TestStore(initialState: \(swiftSourceLiteral(initialState)), reducer: \(reducer))"
  }

  /// The step's lines: the send or receive, and a closure that sets every field that
  /// changed.
  var lines: [String] {
    let call = "  await store.\(isReceived ? "receive" : "send")(\(swiftSourceLiteral(action)))"
    let changes = Self.fieldChanges(from: before, to: after)
    guard !changes.isEmpty else { return [call] }
    return [call + " {"] + changes.map { "    " + $0 } + ["  }"]
  }

  /// A Swift Testing test that makes a `TestStore` with `store`, takes `steps` and skips
  /// the tasks still running: what the explorer and a replay print to paste.
  ///
  /// - Parameters:
  ///   - name: The test function's name.
  ///   - store: The expression that creates the `TestStore`.
  ///   - setUp: Statements before `store` is made.
  ///   - steps: The steps, in order.
  /// - Returns: The test's source.
  static func test(named name: String, store: String, setUp: [String] = [], steps: [Self]) -> String {
    let lines = ["@MainActor @Test func \(name)() async {"]
      + setUp.map { "  " + $0 }
      + ["  let store = \(store)"]
      + steps.flatMap(\.lines)
      + ["  await store.skipInFlightEffects()", "}"]
    return lines.joined(separator: "\n")
  }

  /// `$0.field = value` for each stored property that differs, or `$0 = value` for a state
  /// that is not a struct.
  private static func fieldChanges(from before: State, to after: State) -> [String] {
    let beforeMirror = Mirror(reflecting: before)
    let afterMirror = Mirror(reflecting: after)
    guard afterMirror.displayStyle == .struct else {
      let literal = swiftSourceLiteral(after)
      return swiftSourceLiteral(before) == literal ? [] : ["$0 = \(literal)"]
    }
    return zip(beforeMirror.children, afterMirror.children).compactMap { old, new in
      let literal = swiftSourceLiteral(new.value)
      guard let label = new.label, swiftSourceLiteral(old.value) != literal else { return nil }
      // A property wrapper's storage is private; its projected value sets it.
      if label.hasPrefix("_"), new.value is any PropertyWrapperSourceLiteral {
        return "$0.$\(label.dropFirst()) = \(literal)"
      }
      return "$0.\(label) = \(literal)"
    }
  }
}
