import BridgeClient
import Foundation

/// What the kit reads from a `WKScriptMessage`.
@MainActor
package protocol HostScriptMessage {
  /// The body as WebKit converted it from JavaScript: `NSDictionary`, `NSArray`, `NSString`,
  /// `NSNumber`, `NSNull`, `NSDate`, or a Swift equivalent.
  var messageBody: Any { get }
  /// The frame that posted it.
  var messageFrame: BridgeFrame { get }
}

/// A script message built by hand: for tests and hosts other than WebKit.
package struct HostMessage: HostScriptMessage, @unchecked Sendable {
  // `body` holds Foundation property-list values, which are immutable.

  /// The body.
  package var messageBody: Any
  /// The frame that posted it.
  package var messageFrame: BridgeFrame

  /// Creates a message from a body and its frame.
  package init(body: Any, frame: BridgeFrame) {
    self.messageBody = body
    self.messageFrame = frame
  }
}
