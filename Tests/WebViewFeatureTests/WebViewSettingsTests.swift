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
  }

  @Test(arguments: [(12.5, 12.5), (0.5, 0.5), (0, 0), (-3, 0), (.infinity, 0), (-.infinity, 0), (.nan, 0)])
  func aMinimumFontSizeThatIsNegativeOrNotFiniteIsAppliedAsNone(given: Double, applied: Double) {
    #expect(WebViewSettings(minimumFontSize: given).appliedMinimumFontSize == applied)
  }
}
