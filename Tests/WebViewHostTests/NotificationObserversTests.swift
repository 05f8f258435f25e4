import Foundation
import Testing

@testable import WebViewHost

/// The coordinator's app life-cycle observers are removed with it, also when the screen is
/// dropped without `tearDown()`.
@Suite struct NotificationObserversTests {
  @Test func releasedObserversNoLongerHearTheirNotification() {
    let name = Notification.Name("NotificationObserversTests.\(UUID().uuidString)")
    let heard = Heard()
    var observers: NotificationObservers? = NotificationObservers([
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in heard.count += 1 }
    ])
    NotificationCenter.default.post(name: name, object: nil)
    #expect(heard.count == 1)
    _ = observers.take()
    NotificationCenter.default.post(name: name, object: nil)
    #expect(heard.count == 1)
  }
}

private final class Heard: @unchecked Sendable {
  // Posted and read on the test's own thread: `queue: nil` runs the block where the post is.
  var count = 0
}
