/// Readable names of actions.
enum ActionText {
  /// The action's case name, e.g. `navigationRequested` for `.navigationRequested(…)`.
  static func caseName(of action: Any) -> String {
    if let label = Mirror(reflecting: action).children.first?.label { return label }
    // A case without payload has no children; its description is the bare case name.
    return String(describing: action)
  }
}
