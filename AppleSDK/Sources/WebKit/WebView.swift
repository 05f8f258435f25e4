import SwiftUI

/// `@MainActor @preconcurrency struct WebView` (iOS 26.0, macOS 26.0): shows a `WebPage`.
@available(iOS 26.0, macOS 26.0, *)
@MainActor @preconcurrency public struct WebView: View {
  /// `@MainActor @preconcurrency init(_ page: WebPage)`.
  @MainActor @preconcurrency public init(_ page: WebPage) {}
  /// `var body: some View`: WebKit's representable of the page; here nothing SwiftUI's fake mounts.
  public var body: some View { EmptyView() }
}
