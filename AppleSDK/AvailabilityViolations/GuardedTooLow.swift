// Guarded, but for a version below the API's: Scripts/availability-check.py must report it.
import WebKit

@available(iOS 18.0, macOS 15.0, *)
@MainActor func makeConfiguration() -> Any {
  WebPage.Configuration()
}
