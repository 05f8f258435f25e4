import Foundation

/// `protocol URLSchemeHandler` (iOS 26.0, macOS 26.0): loads a `WebPage`'s resources of a
/// scheme the app registers (`WebPage.Configuration.urlSchemeHandlers`).
@available(iOS 26.0, macOS 26.0, *)
public protocol URLSchemeHandler {
  /// `associatedtype TaskSequence : AsyncSequence where Self.TaskSequence.Element ==
  /// URLSchemeTaskResult, Self.TaskSequence.Failure == any Error`.
  associatedtype TaskSequence: AsyncSequence where TaskSequence.Element == URLSchemeTaskResult, TaskSequence.Failure == any Error
  /// `func reply(for request: URLRequest) -> Self.TaskSequence`.
  func reply(for request: URLRequest) -> TaskSequence
}

/// `enum URLSchemeTaskResult` (iOS 26.0, macOS 26.0): a response, or a part of its data.
@available(iOS 26.0, macOS 26.0, *)
public enum URLSchemeTaskResult: Sendable {
  /// `case response(URLResponse)`.
  case response(URLResponse)
  /// `case data(Data)`.
  case data(Data)
}

/// `struct URLScheme` (iOS 26.0, macOS 26.0): a scheme a `WebPage` may have a handler for.
@available(iOS 26.0, macOS 26.0, *)
public struct URLScheme: Hashable, Sendable {
  /// `let rawValue: String`.
  public let rawValue: String

  /// `@MainActor init?(_ rawValue: String)`: `nil` for an invalid scheme or one WebKit handles
  /// itself (`WKWebView.handlesURLScheme(_:)`).
  @MainActor public init?(_ rawValue: String) {
    guard let first = rawValue.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first),
      rawValue.unicodeScalars.allSatisfy({
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)
      }),
      !WKWebView.handlesURLScheme(rawValue)
    else { return nil }
    self.rawValue = rawValue
  }
}
