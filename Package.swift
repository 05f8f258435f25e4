// swift-tools-version: 6.2
import PackageDescription

// The library product `Store` is built from the module `StoreRuntime` so that the `Store` type
// never shadows its own module (StoreRuntime's Getting Started, "Why the module is StoreRuntime").
// iOS 17 / macOS 14: a `Store` is `Observable`, and Observation starts there (README).
let package = Package(
  name: "WebViewCore",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Store", targets: ["StoreRuntime"]),
    .library(name: "StoreTesting", targets: ["StoreTesting"]),
    .library(name: "JSON", targets: ["JSON"]),
    .library(name: "BridgeClient", targets: ["BridgeClient"]),
    .library(name: "WebViewFeature", targets: ["WebViewFeature"]),
    .library(name: "WebViewFeatureLogs", targets: ["WebViewFeatureLogs"]),
    .library(name: "WebViewHost", targets: ["WebViewHost"]),
    .library(name: "ActionLog", targets: ["ActionLog"]),
    .library(name: "ActionLogTesting", targets: ["ActionLogTesting"]),
    .executable(name: "webview-replay", targets: ["webview-replay"]),
    .executable(name: "webview-bench", targets: ["webview-bench"]),
    .executable(name: "webview-devhost", targets: ["webview-devhost"]),
  ],
  targets: [
    .target(name: "StoreRuntime", path: "Sources/Store"),
    .target(name: "StoreTesting", dependencies: ["StoreRuntime"]),
    .target(name: "JSON", dependencies: ["StoreRuntime"]),
    .target(
      name: "BridgeClient",
      dependencies: ["StoreRuntime", "JSON"],
      resources: [.copy("Resources/bridge.js")]
    ),
    .target(name: "WebViewFeature", dependencies: ["StoreRuntime", "JSON", "BridgeClient"]),
    .target(name: "WebViewHost", dependencies: ["StoreRuntime", "BridgeClient", "WebViewFeature", "JSON"]),
    .target(name: "ActionLog", dependencies: ["StoreRuntime", "JSON"]),
    // How the screen is written to action logs: its schema version, its migrations and its
    // sanitisers. Apart, so that the screen's logic never depends on the log format.
    .target(name: "WebViewFeatureLogs", dependencies: ["WebViewFeature", "ActionLog", "JSON", "BridgeClient", "StoreRuntime"]),
    .target(name: "ActionLogTesting", dependencies: ["ActionLog", "StoreRuntime", "StoreTesting"]),
    .target(name: "Browser", dependencies: ["StoreRuntime", "WebViewFeature"], path: "Examples/Browser"),
    .executableTarget(
      name: "webview-replay",
      dependencies: ["ActionLog", "WebViewFeature", "BridgeClient", "StoreRuntime", "JSON", "WebViewFeatureLogs"]
    ),
    // Records a session into a flight recorder and can crash on purpose: the crash tests run it.
    .executableTarget(
      name: "flight-recorder-drill", dependencies: ["ActionLog", "WebViewFeature", "BridgeClient", "StoreRuntime", "WebViewFeatureLogs"]),
    .executableTarget(
      name: "webview-bench",
      dependencies: ["StoreRuntime", "StoreTesting", "BridgeClient", "WebViewFeature", "ActionLog", "JSON", "WebViewFeatureLogs"]
    ),
    // Helpers shared by test targets (temporary folders, bounded waits for child processes); not a product.
    .target(name: "TestSupport", dependencies: ["StoreRuntime"], path: "Tests/TestSupport"),
    .target(
      name: "WebViewDevHost",
      dependencies: ["StoreRuntime", "BridgeClient", "WebViewFeature", "WebViewHost", "ActionLog", "JSON"]
    ),
    .executableTarget(name: "webview-devhost", dependencies: ["WebViewDevHost", "WebViewFeature", "BridgeClient"]),
    .testTarget(name: "StoreRuntimeTests", dependencies: ["StoreRuntime", "StoreTesting", "TestSupport"]),
    .testTarget(name: "StoreTestingTests", dependencies: ["StoreRuntime", "StoreTesting", "TestSupport"]),
    .testTarget(name: "BridgeClientTests", dependencies: ["BridgeClient", "StoreTesting", "TestSupport", "JSON"]),
    .testTarget(
      name: "WebViewFeatureTests",
      dependencies: ["WebViewFeature", "ActionLog", "BridgeClient", "StoreTesting", "JSON", "WebViewFeatureLogs", "TestSupport"]
    ),
    .testTarget(
      name: "ActionLogTests",
      dependencies: [
        "ActionLog", "ActionLogTesting", "StoreRuntime", "StoreTesting", "WebViewFeature", "BridgeClient", "TestSupport", "JSON",
        "WebViewFeatureLogs",
      ]
    ),
    .testTarget(name: "BrowserTests", dependencies: ["Browser", "WebViewFeature", "StoreTesting", "JSON"]),
    .testTarget(
      name: "WebViewHostTests", dependencies: ["WebViewHost", "Browser", "WebViewFeature", "StoreRuntime", "StoreTesting", "TestSupport"]),
    .testTarget(name: "WebViewDevHostTests", dependencies: ["WebViewDevHost", "WebViewFeature", "BridgeClient"]),
    // Through headless Chromium: run when it is on PATH (or CHROMIUM is set), reported as skipped
    // otherwise; .ci/run installs it and requires them to run (README, "webview-devhost").
    .testTarget(
      name: "DevHostEndToEndTests",
      dependencies: [
        "WebViewDevHost", "WebViewFeature", "WebViewHost", "BridgeClient", "StoreRuntime", "webview-devhost", "webview-replay", "TestSupport", "JSON",
      ]
    ),
    .testTarget(name: "ReplayCommandTests", dependencies: ["ActionLog", "webview-replay", "TestSupport"]),
    .testTarget(
      name: "FlightRecorderCrashTests",
      dependencies: ["ActionLog", "WebViewFeature", "StoreRuntime", "TestSupport", "flight-recorder-drill", "webview-replay"]
    ),
    .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
    .testTarget(
      name: "ReadmeTests",
      dependencies: ["StoreRuntime", "StoreTesting", "BridgeClient", "WebViewFeature", "ActionLog", "ActionLogTesting", "Browser"],
      exclude: ["DocumentationPrelude.swift"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
