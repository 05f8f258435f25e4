// swift-tools-version: 6.2
import PackageDescription

// Exercises this package's Apple-only sources on Linux (AppleSDK/README.md): the stand-ins for
// WebKit, UIKit, AppKit, SwiftUI, UniformTypeIdentifiers, QuickLook and AuthenticationServices, plus the root package's modules compiled from the same folders
// (symbolic links), so the unchanged `Sources/WebViewHost/WebKit` files are built against
// behaving fakes and tested. Not for apps: a target named `WebKit` here would shadow Apple's.
//
// The stand-ins are built as the current SDK generation (AppleSDK/README.md, "SDK generations"):
// a declaration Apple added or deprecated in SDK N is written under `#if APPLE_SDK_N`.
// Scripts/apple-typecheck.sh also type-checks every older generation the package admits.
let currentSDK: [SwiftSetting] = [.define("APPLE_SDK_26"), .define("APPLE_SDK_27")]

let package = Package(
  name: "AppleSDK",
  targets: [
    .target(name: "UIKit", path: "Sources/UIKit", swiftSettings: currentSDK),
    .target(name: "AppKit", path: "Sources/AppKit", swiftSettings: currentSDK),
    .target(name: "UniformTypeIdentifiers", path: "Sources/UniformTypeIdentifiers", swiftSettings: currentSDK),
    .target(name: "SwiftUI", dependencies: ["UIKit", "UniformTypeIdentifiers"], path: "Sources/SwiftUI", swiftSettings: currentSDK),
    .target(name: "QuickLook", dependencies: ["SwiftUI"], path: "Sources/QuickLook", swiftSettings: currentSDK),
    .target(name: "WebKit", dependencies: ["UIKit", "SwiftUI"], path: "Sources/WebKit", swiftSettings: currentSDK),
    .target(
      name: "AuthenticationServices", dependencies: ["UIKit"], path: "Sources/AuthenticationServices", swiftSettings: currentSDK),
    .target(name: "StoreRuntime", path: "Linked/Store"),
    .target(name: "JSON", dependencies: ["StoreRuntime"], path: "Linked/JSON"),
    .target(name: "BridgeClient", dependencies: ["StoreRuntime", "JSON"], path: "Linked/BridgeClient", resources: [.copy("Resources/bridge.js")]),
    .target(name: "WebViewFeature", dependencies: ["StoreRuntime", "JSON", "BridgeClient"], path: "Linked/WebViewFeature"),
    .target(
      name: "WebViewHost",
      dependencies: [
        "StoreRuntime", "JSON", "BridgeClient", "WebViewFeature", "WebKit", "UIKit", "SwiftUI", "UniformTypeIdentifiers", "QuickLook",
        "AuthenticationServices",
      ],
      path: "Linked/WebViewHost"),
    .target(name: "TestSupport", dependencies: ["StoreRuntime"], path: "Linked/TestSupport"),
    .testTarget(
      name: "WebViewCoordinatorTests",
      dependencies: [
        "WebKit", "UIKit", "SwiftUI", "AuthenticationServices", "WebViewHost", "WebViewFeature", "BridgeClient", "JSON", "StoreRuntime",
        "TestSupport",
      ],
      // Swift Testing declares overlays for Apple's UIKit and AppKit, which the stand-ins are not.
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
    ),
  ],
  swiftLanguageModes: [.v6]
)
