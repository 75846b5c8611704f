public import Unidirectional
/// An action that sets one field of a feature's state to a new value: what a text field, a
/// toggle or a slider sends, so a form needs no action per field.
///
/// A feature keeps one case holding a `BindingAction` of its state, runs a
/// ``BindingReducer`` that applies it, and reacts to the fields it cares about after that;
/// a test sends and asserts it like any other action:
///
/// ```swift
/// struct SignIn: Reducer {
///   struct State: Equatable { var email = ""; var remembers = false }
///   enum Action: Equatable { case binding(BindingAction<State>) }
///
///   var body: some Reducer<State, Action> {
///     BindingReducer(action: .binding)
///   }
/// }
///
/// extension ActionPath where Root == SignIn.Action, Value == BindingAction<SignIn.State> {
///   static var binding: Self {
///     ActionPath(embed: Root.binding) { if case .binding(let a) = $0 { a } else { nil } }
///   }
/// }
///
/// let typed = SignIn.Action.binding(.set(\.email, "ada@example.com"))
/// ```
public struct BindingAction<Root>: Sendable {
  /// The field the action sets.
  public let keyPath: any PartialKeyPath<Root> & Sendable
  /// The value the field is set to.
  public let value: any Sendable
  private let apply: @Sendable (inout Root) -> Void
  private let isEqual: @Sendable (any Sendable) -> Bool

  /// An action that sets the field at `keyPath` to `value`.
  ///
  /// - Parameters:
  ///   - keyPath: The field, such as `\.email`.
  ///   - value: Its new value.
  /// - Returns: The binding action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<Root, Value> & Sendable, _ value: Value
  ) -> Self {
    BindingAction(
      keyPath: keyPath,
      value: value,
      apply: { $0[keyPath: keyPath] = value },
      isEqual: { ($0 as? Value) == value }
    )
  }

  /// Sets the field in `state`.
  ///
  /// - Parameter state: The state to change.
  public func apply(to state: inout Root) {
    apply(&state)
  }

  /// Whether the action sets the field at `keyPath`: how a parent reacts to one field.
  ///
  /// ```swift
  /// let typed = BindingAction<Editor.State>.set(\.title, "Milk")
  /// print(typed.sets(\.title))  // true
  /// ```
  ///
  /// - Parameter keyPath: A field of the state.
  /// - Returns: `true` when this action sets that field.
  public func sets<Value>(_ keyPath: KeyPath<Root, Value>) -> Bool {
    (self.keyPath as AnyKeyPath) == (keyPath as AnyKeyPath)
  }
}

extension BindingAction: Equatable {
  /// Whether both set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.keyPath as AnyKeyPath) == (rhs.keyPath as AnyKeyPath) && lhs.isEqual(rhs.value)
  }
}

extension BindingAction: CustomStringConvertible, CustomReflectable {
  /// `set(\State.email, "ada@example.com")`, as a log or a test's failure prints it.
  public var description: String {
    "set(\(keyPath), \(String(reflecting: value)))"
  }

  /// The field and its value: what a test's diff shows.
  public var customMirror: Mirror {
    Mirror(self, children: ["keyPath": keyPath, "value": value], displayStyle: .struct)
  }
}

extension BindingAction: StructuralDumpRepresentable {
  /// The field, by its key path's name, and its value: what a test's failure and a log show.
  public var structuralDumpValue: Any {
    SetField(field: "\(keyPath)", value: value)
  }
}

/// How a ``BindingAction`` dumps: `SetField(field: "\State.name", value: "Ada")`.
private struct SetField {
  let field: String
  let value: Any
}
