import SwiftUI

/// `@MainActor struct WebView : View` (iOS 26.0, macOS 26.0): shows a `WebPage`.
@available(iOS 26.0, macOS 26.0, *)
@MainActor public struct WebView: View {
  /// `nonisolated init(_ page: WebPage)`.
  nonisolated public init(_ page: WebPage) {}
  public var body: Never { fatalError("a primitive view") }
}
