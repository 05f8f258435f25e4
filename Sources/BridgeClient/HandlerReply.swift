import Foundation
import JSON

/// What settles the promise a page's `postMessage` returned when it posted to a reply handler:
/// WebKit's `replyHandler(reply, errorMessage)` pair as a value.
public enum HandlerReply: Sendable, Equatable {
  /// The promise resolves with this value.
  case resolve(JSONValue)
  /// The promise rejects with an `Error` whose `message` is this text.
  case reject(String)

  /// The reply that carries `response`: its data (`null` when it has none) on success;
  /// `"<CODE>: <message>"` on failure, so a page can tell failures apart by `error.message`
  /// (`bridge.js` turns the prefix back into `error.code`).
  ///
  /// The success message is not sent: a promise resolves with one value, the data. Throws
  /// ``JavaScriptError/nonFiniteNumber`` when the data holds NaN or an infinity, which a page
  /// would receive as something other than what was sent.
  public init(_ response: BridgeResponse) throws(JavaScriptError) {
    guard response.success else {
      self = .failure(response.errorCode ?? .handlerFailed, response.message)
      return
    }
    let data = response.data ?? .null
    guard data.firstNonFiniteNumberPath == nil else { throw .nonFiniteNumber }
    self = .resolve(data)
  }

  /// The rejection `"<CODE>: <message>"`.
  public static func failure(_ code: BridgeErrorCode, _ message: String) -> HandlerReply {
    .reject("\(code.rawValue): \(message)")
  }

  /// WebKit's two arguments: the value as the Foundation objects a reply handler takes
  /// (`NSNull`, `NSNumber`, `NSString`, `NSArray`, `NSDictionary`) and no error message, or no
  /// value and the error message.
  public var replyHandlerArguments: (reply: Any?, errorMessage: String?) {
    switch self {
    case .resolve(let value): (Self.foundationObject(value), nil)
    case .reject(let message): (nil, message)
    }
  }

  /// Recursive: a reply is the app's own value, and an echo of page data is within the
  /// configured depth limit.
  private static func foundationObject(_ value: JSONValue) -> Any {
    switch value {
    case .null: NSNull()
    case .bool(let bool): NSNumber(value: bool)
    case .number(let number): NSNumber(value: number)
    case .string(let string): NSString(string: string)
    case .array(let elements): NSArray(array: elements.map(foundationObject))
    case .object(let members): NSDictionary(dictionary: members.mapValues(foundationObject))
    }
  }
}
