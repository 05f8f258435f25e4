import BridgeClient
import Foundation
import JSON

/// Frames and configurations shared by the bridge tests.
enum Fixtures {
  static let trustedFrame = BridgeFrame(url: URL(string: "https://app.example.com/page"), isMainFrame: true)

  static func configuration(_ dialect: BridgeDialect, limits: JSONLimits = .default) -> BridgeConfiguration {
    BridgeConfiguration(dialect: dialect, limits: limits, trustedOrigins: HostAllowList(["example.com"]))
  }

  /// Decodes `body` from the trusted main frame.
  static func decode(_ body: Any, _ dialect: BridgeDialect, limits: JSONLimits = .default)
    -> Result<BridgeRequest, BridgeMessageError>
  {
    BridgeMessage.decode(body: body, frame: trustedFrame, configuration: configuration(dialect, limits: limits))
  }
}

extension Result {
  /// The failure, or `nil` on success.
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// Holds a value that is built and released on another thread.
final class LargeStackBox: @unchecked Sendable {
  var value: Any?

  /// Runs `body` on a thread with a 64 MiB stack and waits for it. Deeply nested Foundation
  /// containers release their children recursively, so tests build and drop them there.
  func onLargeStack(_ body: @escaping @Sendable (LargeStackBox) -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let thread = Thread {
        body(self)
        continuation.resume()
      }
      thread.stackSize = 64 << 20
      thread.start()
    }
  }
}
