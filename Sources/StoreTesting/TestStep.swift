import StoreRuntime

/// One call a test made on a `TestStore` (`send`, `receive`, `finish`, …): what failures about
/// it are named after, and the line they point at.
struct TestStep<Action>: @unchecked Sendable {
  // `Action` is only rendered, on the main actor, when a failure is reported.

  /// The step's name, e.g. `send`; with ``action``, it reads `send(.load(…))`.
  let name: String
  /// Kept unformatted: rendering an action walks it with reflection, and the text is only
  /// needed when a failure is reported.
  var action: Action?
  let site: CallSite

  var description: String {
    guard let action else { return name }
    return "\(name)(\(StateDiff.renderLine(action)))"
  }

  /// `send(.load(…)) at MyTests.swift:12`.
  var descriptionWithLocation: String { "\(description) at \(site.shortDescription)" }

  func fail(_ message: String) {
    site.report(message)
  }
}
