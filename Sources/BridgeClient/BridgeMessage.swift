import Foundation
import JSON

/// Decodes incoming script messages into ``BridgeRequest`` values.
///
/// Order of checks: origin trust (``BridgeConfiguration/trusts(_:)``; refused messages get
/// ``BridgeErrorCode/untrustedOrigin`` and never a reply route), then the body must be an object,
/// then the reply route is read (an invalid callback name or id is ``BridgeErrorCode/malformedMessage``
/// without a route, because it cannot be called safely), then size limits
/// (``BridgeErrorCode/payloadTooLarge``, with the route so the page hears about it), then the action
/// name (``BridgeErrorCode/malformedMessage`` with the route). A page promise is never left pending
/// when the message says where to answer: a JSON-text body that is refused (over the limits, a
/// lone surrogate, a duplicate key) is answered along the route its top-level fields name, as long
/// as the text is a well-formed object.
///
/// A message posted to the reply handler (``BridgeConfiguration/replyHandlerName``) is decoded
/// with the `replyHandler` id its host gave it: its route is ``ReplyRoute/replyHandler(_:)``
/// whatever its body says, and every refusal, an untrusted origin's too, carries that route, so
/// the promise the page's `postMessage` returned always settles. (Answering an untrusted frame
/// there runs no script: the handler settles only the promise that frame holds.)
public enum BridgeMessage {
  /// Decodes `WKScriptMessage.body`: a dictionary (what `postMessage({...})` delivers) or a string
  /// holding JSON text (what `postMessage(JSON.stringify({...}))` delivers).
  ///
  /// Never throws or traps; every problem is a ``BridgeMessageError``. `replyHandler` is the
  /// host's id for a message posted to the reply handler, `nil` for any other.
  public static func decode(
    body: Any, frame: BridgeFrame, configuration: BridgeConfiguration, replyHandler: ReplyHandlerID? = nil
  ) -> Result<BridgeRequest, BridgeMessageError> {
    // The main frame's result is returned as it is, not copied through `confined`.
    guard frame.isMainFrame else {
      return confined(decodeAnyFrame(body: body, frame: frame, configuration: configuration, replyHandler: replyHandler))
    }
    return decodeAnyFrame(body: body, frame: frame, configuration: configuration, replyHandler: replyHandler)
  }

  private static func decodeAnyFrame(
    body: Any, frame: BridgeFrame, configuration: BridgeConfiguration, replyHandler: ReplyHandlerID?
  ) -> Result<BridgeRequest, BridgeMessageError> {
    let handlerRoute = replyHandler.map(ReplyRoute.replyHandler)
    if let reason = configuration.untrustedReason(for: frame) {
      return .failure(BridgeMessageError(code: .untrustedOrigin, reason: reason, replyRoute: handlerRoute))
    }
    let limits = configuration.limits
    if let text = body as? String {
      do throws(JSONValueError) {
        let json = try JSONValue(jsonText: text, limits: limits)
        return decodeObject(json, frame: frame, dialect: configuration.dialect, handlerRoute: handlerRoute)
      } catch {
        let route = handlerRoute ?? route(ofRefused: text, dialect: configuration.dialect)
        return .failure(BridgeMessageError(code: code(for: error), reason: error.description, replyRoute: route))
      }
    }
    guard let field = fieldReader(for: body) else {
      return .failure(malformed("the message body must be an object, not \(type(of: body))", handlerRoute))
    }
    // Read the route before the whole body, so a body over the limits still gets an answer.
    var routeFields: [String: JSONValue] = [:]
    for key in configuration.dialect.routeKeys where handlerRoute == nil {
      guard let raw = field(key) else { continue }
      do throws(JSONValueError) {
        routeFields[key] = try JSONValue(foundation: raw, limits: limits)
      } catch {
        return .failure(malformed("field '\(key)': \(error.description)"))
      }
    }
    let route: ReplyRoute?
    switch replyRoute(in: routeFields, dialect: configuration.dialect, handlerRoute: handlerRoute) {
    case .success(let found): route = found
    case .failure(let error): return .failure(malformed(error.reason))
    }
    do throws(JSONValueError) {
      let json = try JSONValue(foundation: body, limits: limits)
      return decodeObject(json, frame: frame, dialect: configuration.dialect, handlerRoute: handlerRoute)
    } catch {
      return .failure(BridgeMessageError(code: code(for: error), reason: error.description, replyRoute: route))
    }
  }

  /// Decodes a message that is already a `JSONValue` (for tests, logs, or hosts that parse
  /// bodies themselves).
  ///
  /// Origin trust, the configured `JSONLimits` and the dialect all apply, in the same order as
  /// for ``decode(body:frame:configuration:replyHandler:)``: a value over the limits (however it was built) is
  /// ``BridgeErrorCode/payloadTooLarge``, and a NaN or infinity anywhere in it (which JSON text and
  /// `JSONValue/init(foundation:limits:)` never produce) is ``BridgeErrorCode/invalidPayload``,
  /// each with the reply route when the message named a valid one (or came with `replyHandler`).
  public static func decode(
    json: JSONValue, frame: BridgeFrame, configuration: BridgeConfiguration, replyHandler: ReplyHandlerID? = nil
  ) -> Result<BridgeRequest, BridgeMessageError> {
    guard frame.isMainFrame else {
      return confined(decodeAnyFrame(json: json, frame: frame, configuration: configuration, replyHandler: replyHandler))
    }
    return decodeAnyFrame(json: json, frame: frame, configuration: configuration, replyHandler: replyHandler)
  }

  private static func decodeAnyFrame(
    json: JSONValue, frame: BridgeFrame, configuration: BridgeConfiguration, replyHandler: ReplyHandlerID?
  ) -> Result<BridgeRequest, BridgeMessageError> {
    let handlerRoute = replyHandler.map(ReplyRoute.replyHandler)
    if let reason = configuration.untrustedReason(for: frame) {
      return .failure(BridgeMessageError(code: .untrustedOrigin, reason: reason, replyRoute: handlerRoute))
    }
    let checked = configuration.limits.check(json)
    let problem: JSONValueError? =
      checked.violation
      ?? (checked.hasNonFiniteNumber ? json.firstNonFiniteNumberPath.map { .nonFiniteNumber(path: $0) } : nil)
    if let problem {
      var route = handlerRoute
      if handlerRoute == nil, case .object(let fields) = json {
        switch configuration.dialect.route(in: fields) {
        case .success(let found): route = found
        case .failure(let error): return .failure(malformed(error.reason))
        }
      }
      return .failure(BridgeMessageError(code: code(for: problem), reason: problem.description, replyRoute: route))
    }
    return decodeObject(json, frame: frame, dialect: configuration.dialect, handlerRoute: handlerRoute)
  }

  /// A sub-frame's message keeps only a route that reaches that frame: the reply handler, which
  /// WebKit answers in the frame that posted. Every other route is a script, and the host
  /// evaluates scripts in the main frame, whose document may be another origin's: such a request
  /// is refused (``BridgeErrorCode/notAllowed``, nothing run), and a refusal along such a route is
  /// dropped, both without a reply.
  private static func confined(
    _ result: Result<BridgeRequest, BridgeMessageError>
  ) -> Result<BridgeRequest, BridgeMessageError> {
    switch result {
    case .success(let request):
      guard let route = request.replyRoute, !route.isReplyHandler else { return result }
      return .failure(
        BridgeMessageError(
          code: .notAllowed,
          reason: "'\(request.action)' from a sub-frame asks for a reply the host would evaluate in the main frame; "
            + "post it to the reply handler (BridgeConfiguration.replyHandlerName), whose replies reach the frame that asked"))
    case .failure(var error):
      guard let route = error.replyRoute, !route.isReplyHandler else { return result }
      error.replyRoute = nil
      error.reason += " (from a sub-frame: no reply, since the host would evaluate it in the main frame)"
      return .failure(error)
    }
  }

  /// The longest accepted action name, in UTF-8 bytes.
  public static let maxActionLength = 256

  private static func decodeObject(
    _ json: JSONValue, frame: BridgeFrame, dialect: BridgeDialect, handlerRoute: ReplyRoute?
  ) -> Result<BridgeRequest, BridgeMessageError> {
    guard case .object(let fields) = json else {
      return .failure(malformed("the message must be a JSON object", handlerRoute))
    }
    let route: ReplyRoute?
    switch replyRoute(in: fields, dialect: dialect, handlerRoute: handlerRoute) {
    case .success(let found): route = found
    case .failure(let error): return .failure(malformed(error.reason))
    }
    let actionKey = dialect.actionKey
    guard case .string(let action) = fields[actionKey], !action.isEmpty,
      action.utf8.count <= maxActionLength
    else {
      return .failure(
        malformed("field '\(actionKey)' must be a non-empty string of at most \(maxActionLength) bytes", route)
      )
    }
    let payload = fields[dialect.payloadKey] ?? .null
    return .success(BridgeRequest(action: action, payload: payload, replyRoute: route, frame: frame))
  }

  /// The route the host set for a message to the reply handler, else the one the body names.
  private static func replyRoute(
    in fields: [String: JSONValue], dialect: BridgeDialect, handlerRoute: ReplyRoute?
  ) -> Result<ReplyRoute?, BridgeDialect.RouteError> {
    if let handlerRoute { return .success(handlerRoute) }
    return dialect.route(in: fields)
  }

  /// Reads one top-level field of a dictionary body; `nil` when `body` is not a dictionary.
  ///
  /// Swift dictionaries and Foundation dictionaries are read without converting one into the
  /// other, because that conversion walks the whole nested body.
  private static func fieldReader(for body: Any) -> ((String) -> Any?)? {
    if type(of: body) is AnyObject.Type {
      guard let dictionary = body as? NSDictionary else { return nil }
      return { dictionary.object(forKey: $0) }
    }
    guard let dictionary = body as? [String: Any] else { return nil }
    return { dictionary[$0] }
  }

  /// Where a JSON-text body that could not be decoded asked to be answered, read by a scan of its
  /// top-level fields that neither applies the limits nor builds the body; `nil` when the text is
  /// not a well-formed object or names no valid route.
  private static func route(ofRefused text: String, dialect: BridgeDialect) -> ReplyRoute? {
    guard let fields = JSONValue.topLevelScalars(named: Set(dialect.routeKeys), in: text),
      case .success(let route) = dialect.route(in: fields)
    else { return nil }
    return route
  }

  private static func malformed(_ reason: String, _ route: ReplyRoute? = nil) -> BridgeMessageError {
    BridgeMessageError(code: .malformedMessage, reason: reason, replyRoute: route)
  }

  private static func code(for error: JSONValueError) -> BridgeErrorCode {
    error.isLimitViolation ? .payloadTooLarge : .invalidPayload
  }
}
