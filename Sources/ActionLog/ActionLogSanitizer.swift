/// Redacts secrets from actions and states before a recorder writes them.
///
/// The closures run on the recorder's background writer, once per written action and once per
/// written state (the initial state and each checkpoint). Replace secrets with a placeholder
/// rather than removing structure, and redact a value the same way wherever it appears, so that
/// replaying the sanitised actions from the sanitised initial state still matches the
/// sanitised checkpoints.
///
/// ```swift
/// let sanitizer = ActionLogSanitizer<Feature.State, Feature.Action>(
///   action: { if case .login = $0 { $0 = .login(password: "<redacted>") } },
///   state: { $0.authToken = $0.authToken.map { _ in "<redacted>" } }
/// )
/// ```
public struct ActionLogSanitizer<State, Action>: Sendable {
  /// Rewrites an action before it is encoded.
  public var action: @Sendable (inout Action) -> Void
  /// Rewrites a state before it is encoded.
  public var state: @Sendable (inout State) -> Void

  /// Creates a sanitiser; either closure defaults to leaving values unchanged.
  public init(
    action: @escaping @Sendable (inout Action) -> Void = { _ in },
    state: @escaping @Sendable (inout State) -> Void = { _ in }
  ) {
    self.action = action
    self.state = state
  }

  /// Writes everything as it is.
  public static var none: Self { Self() }

  func sanitized(_ action: Action) -> Action {
    var copy = action
    self.action(&copy)
    return copy
  }

  func sanitized(_ state: State) -> State {
    var copy = state
    self.state(&copy)
    return copy
  }
}
