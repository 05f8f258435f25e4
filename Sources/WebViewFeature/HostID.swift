import StoreRuntime

/// A number the host gives to one request WebKit made of the app, so that the reducer can answer
/// that request exactly once and recorded logs replay identically.
///
/// The host keeps WebKit's handler in a table under the id (a counter) and calls it when a
/// ``WebViewClient`` call names that id. `Kind` keeps ids of different requests apart:
/// ``NavigationID``, ``LoadID`` and ``DialogID``. Encoded as a bare number to keep logs short.
public struct HostID<Kind: HostIDKind>: Hashable, Sendable, Codable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
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
  public var description: String { "\(Kind.name) #\(rawValue)" }
}

/// What a ``HostID`` numbers.
public protocol HostIDKind: Sendable {
  /// A short lowercase name used in descriptions.
  static var name: String { get }
}

/// Marks ids of navigation-action and navigation-response decisions.
public enum NavigationKind: HostIDKind {
  /// `navigation`.
  public static let name = "navigation"
}

/// Marks ids of main-frame loads.
public enum LoadKind: HostIDKind {
  /// `load`.
  public static let name = "load"
}

/// Marks ids of JavaScript panels.
public enum DialogKind: HostIDKind {
  /// `dialog`.
  public static let name = "dialog"
}

/// The host's number for one `decidePolicyFor` call (action or response): its decision handler
/// must be called exactly once, through ``WebViewClient/decidePolicy(_:_:)`` or
/// ``WebViewClient/decideResponse(_:_:)``.
public typealias NavigationID = HostID<NavigationKind>

/// The host's number for one main-frame load (one `WKNavigation` object).
///
/// Lifecycle callbacks carry it so that the reducer can tell the current load from one a newer
/// load replaced: a late `-999` from a replaced load must not stop the spinner of the load that
/// replaced it. The host maps each `WKNavigation` to a counter value in a weak-keyed table (a
/// `nil` navigation gets a fresh id).
public typealias LoadID = HostID<LoadKind>

/// The host's number for one JavaScript panel (alert, confirm or prompt), whose completion
/// handler must be called exactly once, through ``WebViewClient/completeDialog(_:_:)``.
public typealias DialogID = HostID<DialogKind>

extension HostID: CustomRendering {
  /// `load #3`: how ids read in test failures and the replay timeline.
  public var renderedDescription: String { description }
}
