// An attribute covers the declaration it marks, not the next one: Scripts/availability-check.py
// must report the second property.
import WebKit

@MainActor final class Holder {
  @available(iOS 26.0, macOS 26.0, *)
  static let label = "page"
  let configuration = WebPage.Configuration()
}
