import JSON

/// The wire format a page speaks, chosen by configuration.
///
/// | dialect | page sends | native replies | native events |
/// |---|---|---|---|
/// | ``typeCallback(eventFunction:)`` | `{type, callback?, data?}` | `callback({success, message, data?, code?})` | `eventFunction(name, data)` |
/// | ``wadInterface(namespace:)`` | `{action, callbackId?, actionArgs?}` | `namespace.fromNative(callbackId, isSuccess, args)` | `namespace.fromNativeEvent(name, data)` |
/// | ``actionUUID(replyFunction:eventFunction:)`` | `{action, uuid?, body?}` | `replyFunction(uuid, {success, message, data?, code?})` | `eventFunction(name, data)` |
///
/// Defaults: events go to `nativeBridge.emit`, dialect 3 replies to `nativeBridge.resolve`, the
/// dialect 2 namespace is `wadInterface`.
public enum BridgeDialect: Sendable, Equatable, Codable {
  /// Dialect 1 (`{type, callback, data}`): the page names its reply function per request.
  case typeCallback(eventFunction: JSFunctionPath = BridgeDialect.defaultEventFunction)
  /// Dialect 2 (`{callbackId, action, actionArgs}`; `callbackID` is accepted too, ids may be numbers
  /// or strings): replies and events go to members of one page object.
  case wadInterface(namespace: JSFunctionPath = BridgeDialect.defaultNamespace)
  /// Dialect 3 (`{action, uuid, body}`): replies go to one page function with the request's uuid.
  case actionUUID(
    replyFunction: JSFunctionPath = BridgeDialect.defaultReplyFunction,
    eventFunction: JSFunctionPath = BridgeDialect.defaultEventFunction
  )

  /// `nativeBridge.emit`, the default page function for native events (dialects 1 and 3).
  public static let defaultEventFunction = JSFunctionPath(trusted: "nativeBridge.emit")
  /// `nativeBridge.resolve`, the default page function for dialect 3 replies.
  public static let defaultReplyFunction = JSFunctionPath(trusted: "nativeBridge.resolve")
  /// `wadInterface`, the default dialect 2 namespace.
  public static let defaultNamespace = JSFunctionPath(trusted: "wadInterface")

  static let wadReplyMember = "fromNative"
  static let wadEventMember = "fromNativeEvent"

  /// The script that tells the page about the native event `name` with `data`.
  ///
  /// `name` is sent as a string literal, so any text is safe. The call is guarded
  /// (``JavaScript/callIfDefined(_:_:)``): events reach every page the app shows, and on a page
  /// that never loaded `bridge.js` (an external site, an error page) the script does nothing
  /// instead of throwing a `ReferenceError`. Throws ``JavaScriptError/nonFiniteNumber`` when
  /// `data` holds NaN or an infinity.
  public func eventScript(name: String, data: JSONValue) throws(JavaScriptError) -> String {
    switch self {
    case .typeCallback(let eventFunction), .actionUUID(_, let eventFunction):
      return try JavaScript.callIfDefined(eventFunction, [.string(name), data])
    case .wadInterface(let namespace):
      return try JavaScript.callIfDefined(namespace.appending(Self.wadEventMember), [.string(name), data])
    }
  }

  /// The key holding the action name.
  var actionKey: String {
    switch self {
    case .typeCallback: "type"
    case .wadInterface, .actionUUID: "action"
    }
  }

  /// The key holding the payload.
  var payloadKey: String {
    switch self {
    case .typeCallback: "data"
    case .wadInterface: "actionArgs"
    case .actionUUID: "body"
    }
  }

  /// The keys that can hold the reply route, in order of preference.
  var routeKeys: [String] {
    switch self {
    case .typeCallback: ["callback"]
    case .wadInterface: ["callbackId", "callbackID"]
    case .actionUUID: ["uuid"]
    }
  }

  /// The reply route in `fields`: `nil` when absent or `null` (the page expects no reply), a
  /// reason when present but invalid.
  func route(in fields: [String: JSONValue]) -> Result<ReplyRoute?, RouteError> {
    guard let key = routeKeys.first(where: { fields[$0] != nil && fields[$0] != .null }),
      let value = fields[key]
    else { return .success(nil) }
    do throws(JavaScriptError) {
      switch self {
      case .typeCallback:
        guard case .string(let name) = value else {
          return .failure(RouteError(reason: "field '\(key)' must be a function name string"))
        }
        return .success(.callback(try JSFunctionPath(validating: name)))
      case .wadInterface(let namespace):
        return .success(.callbackID(try CallbackID(validating: value), namespace: namespace))
      case .actionUUID(let replyFunction, _):
        return .success(.uuid(try CallbackID(validating: value), replyFunction: replyFunction))
      }
    } catch {
      return .failure(RouteError(reason: "field '\(key)': \(error.description)"))
    }
  }

  /// Why a reply route could not be read.
  struct RouteError: Error {
    var reason: String
  }
}
