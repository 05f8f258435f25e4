import SwiftUI

/// `@MainActor @preconcurrency struct WebView` (iOS 26.0, macOS 26.0): shows a `WebPage`.
@available(iOS 26.0, macOS 26.0, *)
@MainActor @preconcurrency public struct WebView: View {
  /// `@MainActor @preconcurrency init(_ page: WebPage)`.
  @MainActor @preconcurrency public init(_ page: WebPage) {}
  /// `var body: some View`: WebKit's representable of the page; here nothing SwiftUI's fake mounts.
  public var body: some View { EmptyView() }
}

@available(iOS 26.0, macOS 26.0, *)
extension WebView {
  /// `struct BackForwardNavigationGesturesBehavior` (iOS 26.0, macOS 26.0): whether a horizontal
  /// swipe goes back and forward; the web view's default is `enabled`.
  public struct BackForwardNavigationGesturesBehavior: Sendable {
    /// Which behaviour, for tests.
    package let name: String
    /// `static let automatic: WebView.BackForwardNavigationGesturesBehavior`.
    public static let automatic = BackForwardNavigationGesturesBehavior(name: "automatic")
    /// `static let enabled: WebView.BackForwardNavigationGesturesBehavior`.
    public static let enabled = BackForwardNavigationGesturesBehavior(name: "enabled")
    /// `static let disabled: WebView.BackForwardNavigationGesturesBehavior`.
    public static let disabled = BackForwardNavigationGesturesBehavior(name: "disabled")
  }
}

@available(iOS 26.0, macOS 26.0, *)
extension View {
  /// `nonisolated func webViewBackForwardNavigationGestures(_ value:
  /// WebView.BackForwardNavigationGesturesBehavior) -> some View`: here the view with the
  /// behaviour attached, for a test to read (`BackForwardGestures`).
  nonisolated public func webViewBackForwardNavigationGestures(_ value: WebView.BackForwardNavigationGesturesBehavior) -> some View {
    BackForwardGestures(base: self, behavior: value)
  }
}

/// What `webViewBackForwardNavigationGestures(_:)` returns here, behind its `some View`: its base
/// and the behaviour. Not public: Apple's has no such type.
@available(iOS 26.0, macOS 26.0, *)
nonisolated package struct BackForwardGestures<Base: View>: View {
  let base: Base
  /// The behaviour the modifier was given.
  package let behavior: WebView.BackForwardNavigationGesturesBehavior

  package var body: Base { base }
}
