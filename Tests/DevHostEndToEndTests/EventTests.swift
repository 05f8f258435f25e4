import BridgeClient
import Foundation
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// Events reach the page's listeners: queued until the page is ready, then delivered once.
  @MainActor
  @Suite
  struct EventTests {
    @Test func eventsQueuedBeforeReadyAreDeliveredOnceAfterIt() async throws {
      try await Playground.run(start: false) { devhost, _ in
        devhost.host.networkChanged(isOnline: true)
        devhost.host.networkChanged(isOnline: false)
        devhost.host.appWillResignActive()
        #expect(devhost.store.state.pendingEvents.count == 2)
        devhost.start()
        try await devhost.waitForPage(Playground.index)
        try await devhost.poll("the queued events") { try await devhost.pageEvents().arrayValue?.count == 2 }
        // A later load or ready must not deliver them again.
        _ = try await devhost.webView.evaluate("nativeBridge.call('ready')", awaitingPromise: true)
        #expect(
          try await devhost.pageEvents() == [
            ["name": "networkChange", "data": ["isOnline": false]],
            ["name": "appStateChange", "data": ["isActive": false]],
          ])
        #expect(devhost.store.state.pendingEvents.isEmpty)
      }
    }

    @Test func anEventAfterReadyReachesTheListenerAtOnce() async throws {
      try await Playground.run { devhost, _ in
        devhost.host.networkChanged(isOnline: false)
        try await devhost.poll("the event") { try await devhost.pageEvents().arrayValue?.count == 1 }
        #expect(try await devhost.pageEvents() == [["name": "networkChange", "data": ["isOnline": false]]])
      }
    }
  }
}
