import Foundation
import StoreRuntime
import SwiftUI
import TestSupport
import Testing
import WebKit
import WebViewFeature
import WebViewHost

extension CoordinatorTests {
  /// `WebPageScreen` as SwiftUI keeps it: its page made when the body is first evaluated, the
  /// screen closed when SwiftUI lets the view's state go.
  @MainActor
  @Suite struct WebPageScreenTests {
    @Test func theScreenDrivesAPageWhileSwiftUIKeepsItAndClosesWhenItGoes() async throws {
      let screen = WebViewScreenModel(configuration: Page.configuration)
      await #expect(throws: WebViewGoneError()) { try await screen.host.bridgeClient.evaluate("1") }
      var view: WebPageScreen? = WebPageScreen(store: screen.store, host: screen.host)
      #expect(FakeHosting.mount(try #require(view)) == nil)
      #expect(FakeHosting.mount(try #require(view)) == nil)
      try await screen.host.bridgeClient.evaluate("1")
      #expect(!screen.store.state.isClosed)
      view = nil
      try await waitUntil("the screen closed") { screen.store.state.isClosed }
      await #expect(throws: WebViewGoneError()) { try await screen.host.bridgeClient.evaluate("1") }
    }
  }
}
