import JSON

/// Handlers by action name: turns every request into exactly one response.
///
/// Unknown actions, payloads that do not decode, handlers that throw and cancelled handlers all
/// produce failure responses (``BridgeErrorCode``), so a page promise always settles.
public struct PluginRegistry: Sendable {
  /// Handles one request.
  public typealias Handler = @Sendable (BridgeRequest) async throws -> BridgeResponse

  private var handlers: [String: Handler] = [:]
  private var secrets: [String: SecretFields] = [:]

  /// Creates an empty registry.
  public init() {}

  /// The registered action names, sorted.
  public var actions: [String] { handlers.keys.sorted() }

  /// Whether a handler is registered for `action`.
  public func handles(_ action: String) -> Bool {
    handlers[action] != nil
  }

  /// The fields of `action`'s requests and answers that action logs redact, as registered;
  /// ``SecretFields/none`` for an action registered without them, or not registered.
  public func secretFields(of action: String) -> SecretFields {
    secrets[action] ?? .none
  }

  /// Registers `handler` for `action`, whose `secretFields` a screen's action log redacts.
  ///
  /// Throws ``PluginRegistryError/duplicateAction(_:)`` when `action` already has a handler (the
  /// first one stays) and ``PluginRegistryError/emptyAction`` for an empty name.
  public mutating func register(
    _ action: String, secretFields: SecretFields = .none, handler: @escaping Handler
  ) throws(PluginRegistryError) {
    guard !action.isEmpty else { throw .emptyAction }
    guard handlers[action] == nil else { throw .duplicateAction(action) }
    handlers[action] = handler
    if secretFields != .none { secrets[action] = secretFields }
  }

  /// Registers a handler whose payload is decoded into `payload` first.
  ///
  /// A payload that does not decode gets a ``BridgeErrorCode/invalidPayload`` reply naming the
  /// field (`payload.user.age: expected Int`) and the handler is not called. Throws like
  /// ``register(_:secretFields:handler:)``.
  public mutating func register<Payload: Decodable & Sendable>(
    _ action: String,
    payload: Payload.Type,
    secretFields: SecretFields = .none,
    handler: @escaping @Sendable (Payload, BridgeRequest) async throws -> BridgeResponse
  ) throws(PluginRegistryError) {
    try register(action, secretFields: secretFields) { request in
      let decoded = try request.payload.decode(Payload.self)
      return try await handler(decoded, request)
    }
  }

  /// Registers `plugin` under its ``BridgePlugin/action``, with its
  /// ``BridgePlugin/secretFields``. Throws like ``register(_:secretFields:handler:)``.
  public mutating func register<Plugin: BridgePlugin>(_ plugin: Plugin) throws(PluginRegistryError) {
    try register(plugin.action, payload: Plugin.Payload.self, secretFields: plugin.secretFields) { payload, request in
      try await plugin.handle(payload, request: request)
    }
  }

  /// The response for `request`: the handler's, or a failure explaining why there is none.
  public func handle(_ request: BridgeRequest) async -> BridgeResponse {
    guard let handler = handlers[request.action] else {
      return .failure(.unknownAction, "No handler for action \(request.action.debugDescription).")
    }
    do {
      return try await handler(request)
    } catch let error as PayloadDecodingError {
      return .failure(.invalidPayload, error.description)
    } catch is CancellationError {
      return .failure(.cancelled, "The handler for \(request.action.debugDescription) was cancelled.")
    } catch {
      return .failure(.handlerFailed, String(describing: error))
    }
  }
}

/// Why a handler could not be registered.
public enum PluginRegistryError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The action already has a handler; each action has exactly one.
  case duplicateAction(String)
  /// The action name is empty.
  case emptyAction

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .duplicateAction(let action):
      "A handler for action \(action.debugDescription) is already registered; register each action once."
    case .emptyAction:
      "An action name must not be empty."
    }
  }
}
