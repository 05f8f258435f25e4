// A use of an iOS 26 API outside any `@available`: Scripts/availability-check.py must report it
// (the compiler does not, when compiling for Linux).
import WebKit

@MainActor func makePage(host: AnyObject) -> Any {
  WebPage.Configuration()
}
