import Foundation
import TestSupport
import Testing
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// The bundled pages reach WebKit as a scheme handler, which answers every task whole and
  /// once, as WebKit's rules for `WKURLSchemeTask` demand, and holds nothing that keeps the
  /// screen alive.
  @MainActor
  @Suite struct BundledPagesTests {
    private let scratch = TemporaryFolder()
    private let index = Data("<!doctype html><p>bundled".utf8)

    init() throws {
      try index.write(to: scratch.url.appendingPathComponent("index.html"))
    }

    private var screen: WebViewFeature.Configuration {
      var configuration = Page.configuration
      configuration.webView.bundledPages = BundledPages(folder: scratch.url)
      configuration.navigation.appOrigins = [.app]
      return configuration
    }

    private static func request(_ text: String, range: String? = nil) -> URLRequest {
      var request = URLRequest(url: URL(string: text)!)
      if let range { request.setValue(range, forHTTPHeaderField: "Range") }
      return request
    }

    @Test func aWebViewMadeForTheScreenServesItsBundledPages() throws {
      let page = Page(configuration: .screen(screen), screen: screen)
      defer { page.coordinator?.tearDown() }
      let task = try #require(page.webView.loadResource(Self.request("app://localhost/index.html")))
      let response = try #require(task.responses.first as? HTTPURLResponse)
      #expect(task.responses.count == 1)
      #expect(response.statusCode == 200)
      #expect(response.mimeType == "text/html")
      #expect(task.data == index)
      #expect(task.finished)
      #expect(page.diagnostics.isEmpty)
    }

    @Test func aRangeIsAnsweredAsPartialContent() throws {
      let webView = WKWebView(frame: .zero, configuration: .screen(screen))
      let task = try #require(webView.loadResource(Self.request("app://localhost/index.html", range: "bytes=-8")))
      #expect((task.responses.first as? HTTPURLResponse)?.statusCode == 206)
      #expect(task.data == index.suffix(8))
      #expect(task.finished)
    }

    @Test func aMissingFileIsAnsweredWithAnErrorStatusAndFinished() throws {
      let webView = WKWebView(frame: .zero, configuration: .screen(screen))
      let task = try #require(webView.loadResource(Self.request("app://localhost/missing.html")))
      #expect((task.responses.first as? HTTPURLResponse)?.statusCode == 404)
      #expect(task.finished)
    }

    @Test func anotherHostOfTheSchemeFailsTheTaskWithoutAResponse() throws {
      let webView = WKWebView(frame: .zero, configuration: .screen(screen))
      let task = try #require(webView.loadResource(Self.request("app://evil.com/index.html")))
      #expect(task.responses.isEmpty)
      #expect((task.failure as? URLError)?.code == .fileDoesNotExist)
      #expect(!task.finished)
    }

    @Test func stoppingAnAnsweredTaskCallsNothingMore() throws {
      let webView = WKWebView(frame: .zero, configuration: .screen(screen))
      let task = try #require(webView.loadResource(Self.request("app://localhost/index.html")))
      webView.stopResource(task)
      #expect(task.stopped)
      #expect(task.responses.count == 1)
    }

    @Test func withoutBundledPagesNoHandlerIsRegistered() {
      #expect(WKWebViewConfiguration.screen(Page.configuration).urlSchemeHandler(forURLScheme: "app") == nil)
    }

    @Test func aWebViewMadeWithoutTheHandlerIsReportedByName() {
      let page = Page(screen: screen, connect: false)
      let issues = collectIssues { page.coordinator?.connect(to: page.store) }
      #expect(issues.first?.message.contains("bundledPages") == true)
      #expect(page.diagnostics == [.settingsNotApplied(["bundledPages"])])
    }

    @Test func theHandlerKeepsNeitherTheWebViewNorTheCoordinatorAlive() throws {
      let configuration = WKWebViewConfiguration.screen(screen)
      weak var webView: WKWebView?
      weak var coordinator: WebViewCoordinator?
      do {
        let page = Page(configuration: configuration, screen: screen)
        webView = page.webView
        coordinator = page.coordinator
        page.coordinator?.tearDown()
      }
      #expect(webView == nil)
      #expect(coordinator == nil)
      #expect(configuration.urlSchemeHandler(forURLScheme: "app") != nil)
    }

    @Test func aWebPageServesItsBundledPages() async throws {
      let model = Page.pageModel(screen)
      let coordinator = WebPageCoordinator(host: model.host) {}
      let loaded = try await coordinator.page.loadResource(Self.request("app://localhost/index.html"))
      let reply = try #require(loaded)
      #expect((reply.responses.first as? HTTPURLResponse)?.statusCode == 200)
      #expect(reply.responses.count == 1)
      #expect(reply.data == index)
    }

    @Test func aWebPageFailsARequestOfAnotherHost() async throws {
      let model = Page.pageModel(screen)
      let coordinator = WebPageCoordinator(host: model.host) {}
      await #expect(throws: URLError(.fileDoesNotExist)) { try await coordinator.page.loadResource(Self.request("app://evil.com/")) }
    }
  }
}
