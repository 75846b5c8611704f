import Unidirectional

/// An action that names itself and spells itself out on an ``InspectionPage``, instead of
/// being read by reflection: ``JSONValue`` does, so a recording read without its Swift types
/// shows its actions as JSON.
protocol InspectableAction {
  /// The name the timeline shows and the search matches.
  var caseName: String { get }
  /// The text the step's panel shows.
  var inspectionText: String { get }
}

/// How an ``InspectionPage`` names and shows the actions of any type.
enum InspectedAction {
  /// The enum case's name (`.loaded(…)` is `loaded`), the string of a string, or the
  /// type's name for anything else.
  static func caseName(of action: Any) -> String {
    if let inspectable = action as? any InspectableAction { return inspectable.caseName }
    if let string = action as? String { return string }
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum else { return String(describing: type(of: action)) }
    return mirror.children.first?.label ?? String(describing: action)
  }

  /// The action as ``/Unidirectional/structuralDump(_:)`` prints it.
  static func text(of action: Any) -> String {
    (action as? any InspectableAction)?.inspectionText ?? structuralDump(action)
  }
}
