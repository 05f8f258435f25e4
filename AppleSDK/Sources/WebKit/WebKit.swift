// A stand-in for the part of Apple's WebKit that this package's Apple-only code uses, so that
// code is type-checked and exercised on Linux (see AppleSDK/README.md).
//
// Declarations are transcribed from Apple's documentation as published in November 2026 (the
// iOS 26 / macOS 26 SDKs). WebKit's delegates and their handler blocks have been `@MainActor`
// (`@MainActor @Sendable` blocks, WebKit's `WK_SWIFT_UI_ACTOR`) since the Xcode 16 SDKs (WebKit
// 278930@main, May 2024); Swift 6 apps build with those or later. Where Apple declares a delegate method
// `optional`, the stand-in declares it *required*: a near-miss signature in the Apple layer is
// then a compile error here instead of a method WebKit never calls. Only the methods the layer
// implements are declared.
//
// The bodies behave like WebKit where the layer depends on it (a duplicate script message
// handler name traps, handlers are retained, decision and panel blocks trap when dropped
// uncalled or called twice, key-value observation fires). What tests drive and read is
// `package`: the Apple-only sources are compiled in another package and cannot see it.
@_exported import Foundation

#if canImport(FoundationNetworking)
  // On Apple platforms `URLRequest` and `URLResponse` are Foundation's; on Linux they live here.
  @_exported import FoundationNetworking
#endif

#if canImport(UIKit)
  @_exported import UIKit

  /// The platform view `WKWebView` inherits from.
  public typealias WKPlatformView = UIView
#elseif canImport(AppKit)
  @_exported import AppKit

  /// The platform view `WKWebView` inherits from.
  public typealias WKPlatformView = NSView
#endif
