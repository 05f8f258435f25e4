// Must NOT type-check (Scripts/apple-typecheck.sh fails if it does): a script message handler
// with reply whose block is a plain `@escaping` one, the signature seed 000's sample writes. The
// SDKs since Xcode 16 declare the block `@MainActor @Sendable` (`WK_SWIFT_UI_ACTOR`), so this
// method does not satisfy the requirement; against the stand-ins it is a compile error.
import WebKit

@MainActor final class PlainReplyHandler: NSObject, WKScriptMessageHandlerWithReply {
  func userContentController(
    _ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
    replyHandler: @escaping (Any?, String?) -> Void
  ) { replyHandler(nil, "no") }
}
