#if canImport(WebKit)
  import Foundation
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  /// The app's becoming active and resigning active, heard on the main queue until the returned
  /// observers are released.
  @MainActor
  func observeAppLifeCycle(
    becameActive: @escaping @MainActor () -> Void, resignedActive: @escaping @MainActor () -> Void
  ) -> NotificationObservers {
    #if canImport(UIKit)
      let active = UIApplication.didBecomeActiveNotification
      let inactive = UIApplication.willResignActiveNotification
    #elseif canImport(AppKit)
      let active = NSApplication.didBecomeActiveNotification
      let inactive = NSApplication.willResignActiveNotification
    #endif
    return NotificationObservers([
      NotificationCenter.default.addObserver(forName: active, object: nil, queue: .main) { _ in
        MainActor.assumeIsolated { becameActive() }
      },
      NotificationCenter.default.addObserver(forName: inactive, object: nil, queue: .main) { _ in
        MainActor.assumeIsolated { resignedActive() }
      },
    ])
  }

  /// Hands `url` to the system (`UIApplication.shared.open`, `NSWorkspace.shared.open`).
  @MainActor
  func openWithSystem(_ url: URL) {
    #if canImport(UIKit)
      UIApplication.shared.open(url)
    #elseif canImport(AppKit)
      NSWorkspace.shared.open(url)
    #endif
  }
#endif
