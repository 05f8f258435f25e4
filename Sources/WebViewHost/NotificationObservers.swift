import Foundation

/// Block-based `NotificationCenter` observers, removed when this is released: a screen that is
/// dropped without `tearDown()` leaves no observer behind.
final class NotificationObservers {
  private let tokens: [any NSObjectProtocol]

  init(_ tokens: [any NSObjectProtocol]) { self.tokens = tokens }

  deinit { tokens.forEach(NotificationCenter.default.removeObserver) }
}
