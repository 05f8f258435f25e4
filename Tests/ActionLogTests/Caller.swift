import Foundation
import StoreRuntime

/// A feature whose effects call the outside world through a client, for call recording tests.
struct Caller: Reducer {
  struct State: Codable, Equatable, Sendable {
    var calls = 0
  }

  enum Action: Codable, Equatable, Sendable {
    /// Calls the client once with the text.
    case call(String)
    /// Sends `.call("soon")` at once and calls the client with "late" in an effect, so the call
    /// is logged after the entry of the action it sent.
    case callLate
    /// Calls the client with a secret.
    case callWithSecret(String)
  }

  @Dependency(\.callerClient) var client

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.calls += 1
    switch action {
    case .call(let text):
      return .run { [client] _ in await client.call(text) }
    case .callLate:
      return .merge(.run { [client] _ in await client.call("late") }, .send(.call("soon")))
    case .callWithSecret(let secret):
      return .run { [client] _ in await client.call("token=\(secret)") }
    }
  }
}

/// The outside world of ``Caller``: one call with a text.
struct CallerClient: Sendable {
  var call: @Sendable (String) async -> Void

  /// Wraps the client in `dependencies` so each call is handed to `record` first (on the main
  /// actor), as `WebViewCall.capture` does for the web view.
  static func capture(_ dependencies: inout DependencyValues, into record: @escaping @Sendable (String) -> Void) {
    let base = dependencies.callerClient
    dependencies.callerClient = CallerClient { @MainActor text in
      record(text)
      await base.call(text)
    }
  }
}

private enum CallerClientKey: DependencyKey {
  static let liveValue = CallerClient { _ in }
  static let testValue = CallerClient { _ in }
}

extension DependencyValues {
  var callerClient: CallerClient {
    get { self[CallerClientKey.self] }
    set { self[CallerClientKey.self] = newValue }
  }
}
