import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// Panels carry the frame that opened them into the state, and name it without letting the page
/// choose what the user reads.
@MainActor
struct DialogFrameTests {
  nonisolated private static let mainFrame = BridgeFrame(url: URL(string: "https://app.example.com/home")!, isMainFrame: true)
  nonisolated private static let iframe = BridgeFrame(url: URL(string: "https://Ads.Example.NET:8443/slot?id=3")!, isMainFrame: false)

  @Test(arguments: [(mainFrame, "app.example.com"), (iframe, "ads.example.net")])
  func aPanelLandsInTheStateWithTheFrameThatOpenedIt(frame: BridgeFrame, origin: String) async {
    let h = Harness(Fixture.loadedPage)
    let dialog = JSDialog(id: 1, kind: .confirm, message: "Leave?", frame: frame)
    await h.send(.dialogRequested(dialog)) { $0.dialogs = [dialog] }
    #expect(h.store.state.presentedDialog?.frame == frame)
    #expect(h.store.state.presentedDialog?.origin == origin)
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func queuedPanelsKeepTheirOwnFrames() async {
    let h = Harness(Fixture.loadedPage)
    let fromPage = JSDialog(id: 1, kind: .alert, message: "Saved", frame: Self.mainFrame)
    let fromAd = JSDialog(id: 2, kind: .prompt(defaultText: nil), message: "Password?", frame: Self.iframe)
    await h.send(.dialogRequested(fromPage)) { $0.dialogs = [fromPage] }
    await h.send(.dialogRequested(fromAd)) { $0.dialogs = [fromPage, fromAd] }
    await h.send(.dialogAnswered(1, .alertDismissed)) { $0.dialogs = [fromAd] }
    #expect(h.store.state.presentedDialog?.origin == "ads.example.net")
    #expect(h.web.calls == [.completeDialog(1, .alertDismissed)])
    await h.finish()
  }

  @Test(
    arguments: [
      // Hosts the policy cannot read with confidence: no name rather than a misleading one.
      ("https://example.com%00.evil.com/", nil),
      ("https://evil.com%0A.example.com/", nil),
      ("https://%C2%85evil.com/", nil),
      ("https://evil.com%5C@example.com/", nil),
      // A right-to-left override would make this read as "evil.com".
      ("https://%E2%80%AEmoc.live/", "\u{FFFD}moc.live"),
      ("https://exa%E2%80%8Bmple.com/", "exa\u{FFFD}mple.com"),
      ("about:srcdoc", nil),
      ("data:text/html,hi", nil),
    ] as [(String, String?)])
  func aHostileFrameURLPutsNoControlOrFormatCharacterIntoTheOrigin(url: String, origin: String?) async {
    let h = Harness(Fixture.loadedPage)
    let frame = BridgeFrame(url: URL(string: url), isMainFrame: false)
    let dialog = JSDialog(id: 1, kind: .alert, message: "Hi", frame: frame)
    await h.send(.dialogRequested(dialog)) { $0.dialogs = [dialog] }
    #expect(h.store.state.presentedDialog?.origin == origin)
    await h.finish()
  }

  @Test func aPanelWhoseHostDidNotNameItsFrameHasNoOrigin() async {
    let h = Harness(Fixture.loadedPage)
    let dialog = JSDialog(id: 1, kind: .alert, message: "Hi")
    await h.send(.dialogRequested(dialog)) { $0.dialogs = [dialog] }
    #expect(h.store.state.presentedDialog?.origin == nil)
    await h.finish()
  }
}
