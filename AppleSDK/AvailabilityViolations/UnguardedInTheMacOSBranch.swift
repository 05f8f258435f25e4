// A use of a macOS 26 API in code only macOS compiles, outside any `@available`: its iOS version
// does not matter there, its macOS one does, so Scripts/availability-check.py must report it.
import WebKit

#if !canImport(UIKit)
  @MainActor func makePage() -> Any {
    WebPage.Configuration()
  }
#endif
