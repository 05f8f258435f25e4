import Foundation

/// `@MainActor protocol WKURLSchemeHandler : NSObjectProtocol`: loads the resources of a scheme
/// the app registers (`WKWebViewConfiguration.setURLSchemeHandler(_:forURLScheme:)`).
@MainActor public protocol WKURLSchemeHandler: NSObjectProtocol {
  /// `func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask)`.
  func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask)
  /// `func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask)`.
  func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask)
}

/// `protocol WKURLSchemeTask : NSObjectProtocol`: one resource load a handler answers.
public protocol WKURLSchemeTask: NSObjectProtocol {
  /// `var request: URLRequest { get }`.
  var request: URLRequest { get }
  /// `func didReceive(_ response: URLResponse)`.
  func didReceive(_ response: URLResponse)
  /// `func didReceive(_ data: Data)`.
  func didReceive(_ data: Data)
  /// `func didFinish()`.
  func didFinish()
  /// `func didFailWithError(_ error: any Error)`.
  func didFailWithError(_ error: any Error)
}

/// A task as WebKit runs one (`WKURLSchemeTask.h`): data or a finish before a response, any
/// call after the task finished or failed, and any call after WebKit stopped it raise an
/// exception that ends the app; here they trap.
package final class SchemeTask: NSObject, WKURLSchemeTask {
  package let request: URLRequest
  /// The responses received, in order.
  package private(set) var responses: [URLResponse] = []
  /// The data received, appended.
  package private(set) var data = Data()
  /// Whether the task finished.
  package private(set) var finished = false
  /// The error it failed with.
  package private(set) var failure: (any Error)?
  /// Whether WebKit stopped it.
  package private(set) var stopped = false

  package init(request: URLRequest) {
    self.request = request
  }

  package func didReceive(_ response: URLResponse) {
    checkOpen("didReceive(_:) (a response)")
    responses.append(response)
  }

  package func didReceive(_ data: Data) {
    checkOpen("didReceive(_:) (data)")
    guard !responses.isEmpty else { fatalError("WKURLSchemeTask: data sent before a response") }
    self.data.append(data)
  }

  package func didFinish() {
    checkOpen("didFinish()")
    guard !responses.isEmpty else { fatalError("WKURLSchemeTask: finished before a response") }
    finished = true
  }

  package func didFailWithError(_ error: any Error) {
    checkOpen("didFailWithError(_:)")
    failure = error
  }

  /// WebKit stops the task (the page went away).
  package func stop() {
    stopped = true
  }

  private func checkOpen(_ call: String) {
    if stopped { fatalError("WKURLSchemeTask: \(call) after WebKit stopped the task") }
    if finished || failure != nil { fatalError("WKURLSchemeTask: \(call) after the task completed") }
  }
}
