import StoreRuntime

/// A number the host gives to one request WebKit made of the app, so that the reducer can answer
/// that request exactly once and recorded logs replay identically.
///
/// The host keeps WebKit's handler in a table under the id (a counter) and calls it when a
/// `WebViewClient` or ``BridgeClient`` call names that id. `Tag` is the type of what the id
/// numbers, and only keeps ids of different requests apart: ``ReplyHandlerID`` here (a
/// ``BridgeRequest`` posted to the reply handler), and `WebViewFeature`'s `NavigationID`,
/// `LoadID`, `DialogID` and `DownloadID`. Encoded as a bare number to keep logs short.
public struct HostID<Tag>: Hashable, Sendable, Codable, ExpressibleByIntegerLiteral, CustomStringConvertible {
  /// The host's counter value.
  public var rawValue: UInt64

  /// Wraps a host counter value.
  public init(_ rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Wraps a literal, for tests and logs.
  public init(integerLiteral value: UInt64) {
    self.rawValue = value
  }

  /// Decodes a bare number.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(UInt64.self)
  }

  /// Encodes a bare number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// `<kind> #<number>`, e.g. `load #3`, for logs and test failures.
  public var description: String {
    let kind = (Tag.self as? any HostIDTag.Type)?.hostIDName ?? String(describing: Tag.self)
    return "\(kind) #\(rawValue)"
  }
}

/// The name a ``HostID``'s tag gives its ids in descriptions: `navigation` for a
/// `HostID<NavigationRequest>`.
///
/// `package`, not public: the tags are the package's own types, and an app never names a tag
/// (it writes `NavigationID`, and makes ids from integers in tests).
package protocol HostIDTag {
  /// A short lowercase name, e.g. `reply handler`.
  static var hostIDName: String { get }
}

extension HostID: CustomRendering {
  /// `load #3`: how ids read in test failures and the replay timeline.
  public var renderedDescription: String { description }
}
