import BridgeClient
import JSON

/// An event native code sends to the page (`nativeBridge.on(name, handler)` in bridge.js).
///
/// Events sent before the page can receive them are queued in the state and delivered once the
/// page is ready. Events with the same name describe the same fact (is the app active, is the
/// network up), so a newer one replaces a queued older one.
public struct PageEvent: Equatable, Sendable, Codable {
  /// The event name the page listens for.
  public var name: String
  /// The event's payload.
  public var data: JSONValue

  /// Describes an event.
  public init(name: String, data: JSONValue) {
    self.name = name
    self.data = data
  }

  /// `appStateChange {isActive}`: the app became active or resigned active.
  public static func appStateChange(isActive: Bool) -> PageEvent {
    PageEvent(name: "appStateChange", data: ["isActive": .bool(isActive)])
  }

  /// `networkChange {isOnline}`: the device went online or offline.
  public static func networkChange(isOnline: Bool) -> PageEvent {
    PageEvent(name: "networkChange", data: ["isOnline": .bool(isOnline)])
  }
}
