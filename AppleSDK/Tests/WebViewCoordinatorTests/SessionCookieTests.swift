import Foundation
import StoreRuntime
import TestSupport
import Testing
import WebKit
import WebViewFeature
import WebViewHost

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension CoordinatorTests {
  /// Session cookies go into the web view's `WKHTTPCookieStore` before the next load, and come
  /// out on sign-out; the data store is the one the configuration names.
  @MainActor
  @Suite struct SessionCookieTests {
    static let screen: WebViewFeature.Configuration = {
      var screen = Page.configuration
      screen.websiteDataStore = .nonPersistent
      return screen
    }()
    static let sid = SessionCookie(
      name: "sid", value: "s3cret", domain: ".example.com", path: "/app", expires: Date(timeIntervalSince1970: 2_000_000_000))

    @Test func theScreensConfigurationNamesItsDataStore() {
      #expect(WKWebViewConfiguration.screen(Page.configuration).websiteDataStore === WKWebsiteDataStore.default())
      let own = WKWebViewConfiguration.screen(Self.screen).websiteDataStore
      #expect(!own.isPersistent)
      #expect(own !== WKWebViewConfiguration.screen(Self.screen).websiteDataStore)
    }

    @Test func signingInStoresTheCookiesBeforeTheLoad() async throws {
      let page = Page(configuration: .screen(Self.screen), screen: Self.screen)
      let cookies = page.webView.configuration.websiteDataStore.httpCookieStore
      let atLoad = CookieCount()
      let observation = page.webView.observe(\.url) { _, _ in
        MainActor.assumeIsolated { atLoad.value = cookies.cookies.count }
      }
      page.store.send(.sessionCookiesChanged([Self.sid]))
      page.store.send(.load(Page.home))
      try await waitUntil("the load") { !page.webView.loadedRequests.isEmpty }
      observation.invalidate()
      #expect(atLoad.value == 1, "the page was requested before its session cookie was stored")
      let stored = try #require(cookies.cookies.first)
      #expect(cookies.cookies.count == 1)
      #expect(stored.name == "sid" && stored.value == "s3cret" && stored.domain == ".example.com" && stored.path == "/app")
      #expect(stored.isSecure && stored.isHTTPOnly)
      #expect(stored.expiresDate == Date(timeIntervalSince1970: 2_000_000_000))
    }

    @Test func signingOutTakesThemOut() async throws {
      let page = Page(configuration: .screen(Self.screen), screen: Self.screen)
      let cookies = page.webView.configuration.websiteDataStore.httpCookieStore
      page.store.send(.sessionCookiesChanged([Self.sid]))
      try await waitUntil("the cookie") { !cookies.cookies.isEmpty }
      page.store.send(.sessionCookiesChanged([]))
      try await waitUntil("the sign-out") { cookies.cookies.isEmpty }
    }

    @Test func aWebPageScreenUsesTheDataStoreItsConfigurationNames() async throws {
      let model = WebViewScreenModel(configuration: Self.screen)
      let given = WebPage.Configuration()
      let coordinator = WebPageCoordinator(host: model.host, configuration: given) {}
      coordinator.connect(to: model.store)
      let store = coordinator.page.configuration.websiteDataStore
      #expect(!store.isPersistent)
      model.store.send(.sessionCookiesChanged([Self.sid]))
      try await waitUntil("the cookie") { store.httpCookieStore.cookies.count == 1 }
      coordinator.tearDown()
    }
  }
}

@MainActor
private final class CookieCount {
  var value: Int?
}
