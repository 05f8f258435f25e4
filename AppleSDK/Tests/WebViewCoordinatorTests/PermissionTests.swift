import BridgeClient
import Foundation
import TestSupport
import Testing
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// Camera, microphone and motion requests are answered exactly once by the screen's
  /// `PermissionPolicy`, never left to WebKit's own prompt.
  @MainActor
  @Suite struct PermissionTests {
    static let screen = WebViewFeature.Configuration(
      navigation: NavigationPolicy(allowedHosts: HostAllowList(["example.com"])),
      permissions: PermissionPolicy(
        granted: [.camera: HostAllowList(["id.example.com"])],
        asked: [.microphone: HostAllowList(["app.example.com"]), .deviceOrientationAndMotion: HostAllowList(["app.example.com"])]))

    static func frame(_ host: String) -> WKFrameInfo {
      Page.frame(URL(string: "https://\(host)/")!, origin: WKSecurityOrigin(protocol: "https", host: host))
    }

    @Test func aGrantedOriginGetsTheCameraWithoutAPanel() async throws {
      let page = Page(screen: Self.screen)
      let answers = page.webView.requestMediaCapture(.camera, from: Self.frame("id.example.com"))
      try await waitUntil("the decision") { !answers.values.isEmpty }
      #expect(answers.values == [.grant])
      #expect(page.store.state.dialogs.isEmpty)
    }

    @Test func anOriginThePolicyDoesNotNameIsDenied() async throws {
      let page = Page(screen: Self.screen)
      let camera = page.webView.requestMediaCapture(.cameraAndMicrophone, from: Self.frame("id.example.com"))
      let other = page.webView.requestMediaCapture(.camera, from: Self.frame("ads.example.net"))
      try await waitUntil("both decisions") { !camera.values.isEmpty && !other.values.isEmpty }
      #expect(camera.values == [.deny])
      #expect(other.values == [.deny])
      #expect(camera.answeredByWebKitDefault == false)
    }

    @Test func anAskedRequestWaitsForTheUsersAnswer() async throws {
      let page = Page(screen: Self.screen)
      let answers = page.webView.requestMediaCapture(.microphone, from: Self.frame("app.example.com"))
      #expect(page.store.state.dialogs.map(\.kind) == [.permission([.microphone])])
      #expect(answers.values.isEmpty)
      page.store.send(.dialogAnswered(try #require(page.store.state.dialogs.first?.id), .permissionDecided(granted: true)))
      try await waitUntil("the decision") { !answers.values.isEmpty }
      #expect(answers.values == [.grant])
    }

    @Test func theMotionSensorsFollowThePolicyToo() async throws {
      let page = Page(screen: Self.screen)
      let answers = page.webView.requestMotion(from: Self.frame("app.example.com"))
      #expect(page.store.state.dialogs.map(\.kind) == [.permission([.deviceOrientationAndMotion])])
      page.coordinator?.tearDown()
      #expect(answers.values == [.deny])
    }
  }
}
