/// A handler for one action, with a typed payload: the plugin form of ``PluginRegistry``.
///
/// ```swift
/// struct ShowToast: BridgePlugin {
///   struct Payload: Decodable { var message: String }
///   let action = "showToast"
///   func handle(_ payload: Payload, request: BridgeRequest) async throws -> BridgeResponse {
///     .success("Shown")
///   }
/// }
/// try registry.register(ShowToast())
/// ```
public protocol BridgePlugin: Sendable {
  /// The type the request's payload decodes into.
  associatedtype Payload: Decodable & Sendable
  /// The action name this plugin answers.
  var action: String { get }
  /// The fields of its requests and answers that a screen's action log redacts; none unless the
  /// plugin names them.
  var secretFields: SecretFields { get }
  /// Handles one request. A thrown error becomes a ``BridgeErrorCode/handlerFailed`` reply.
  func handle(_ payload: Payload, request: BridgeRequest) async throws -> BridgeResponse
}

extension BridgePlugin {
  /// No field is secret.
  public var secretFields: SecretFields { .none }
}
