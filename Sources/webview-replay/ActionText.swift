import StoreRuntime

/// Readable one-line names and renderings of actions.
enum ActionText {
  /// The action's case name, e.g. `navigationRequested` for `.navigationRequested(…)`.
  static func caseName(of action: Any) -> String {
    if let label = Mirror(reflecting: action).children.first?.label { return label }
    // A case without payload has no children; its description is the bare case name.
    return String(describing: action)
  }

  /// The action on one line, e.g. `.loadStarted(LoadID(3), url: URL(https://example.com/))`.
  ///
  /// `StateDiff` renders values deterministically but exposes the single-line form only
  /// through changes; a change from `nil` to the action is exactly that form.
  static func oneLine<Action>(_ action: Action) -> String {
    StateDiff.changes(from: Action?.none, to: Optional(action)).first?.new ?? String(describing: action)
  }
}
