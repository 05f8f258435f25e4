import Foundation
import Testing
import WebViewFeature

/// What the host gives WebKit of `WebViewSettings`.
struct WebViewSettingsTests {
  @Test func theDefaultsTurnEverySwitchOff() {
    let settings = WebViewSettings()
    #expect(!settings.isInspectable)
    #expect(!settings.limitsNavigationsToAppBoundDomains)
    #expect(!settings.suppressesIncrementalRendering)
    #expect(!settings.javaScriptCanOpenWindowsAutomatically)
    #expect(settings.minimumFontSize == 0)
    #expect(!settings.allowsBackForwardNavigationGestures)
    #expect(settings.bundledPages == nil)
  }

  @Test(arguments: [(12.5, 12.5), (0.5, 0.5), (0, 0), (-3, 0), (.infinity, 0), (-.infinity, 0), (.nan, 0)])
  func aMinimumFontSizeThatIsNegativeOrNotFiniteIsAppliedAsNone(given: Double, applied: Double) {
    #expect(WebViewSettings(minimumFontSize: given).appliedMinimumFontSize == applied)
  }

  @Test func bundledPagesDecodeWithTheirDefaultsButTheFolder() throws {
    let text = #"{"bundledPages":{"folder":"file:///App.app/web"}}"#
    let settings = try JSONDecoder().decode(WebViewSettings.self, from: Data(text.utf8))
    #expect(settings.bundledPages == BundledPages(folder: URL(string: "file:///App.app/web")!))
    #expect(settings.bundledPages?.origin == .app)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(WebViewSettings.self, from: Data(#"{"bundledPages":{}}"#.utf8)) }
  }

  @Test func aBundledPagesURLIsUnderItsOrigin() {
    let pages = BundledPages(folder: URL(fileURLWithPath: "/web"))
    #expect(pages.url(of: "index.html").absoluteString == "app://localhost/index.html")
    #expect(pages.url(of: "/docs/a b.html").absoluteString == "app://localhost/docs/a%20b.html")
  }
}
