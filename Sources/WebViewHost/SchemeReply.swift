import Foundation
import WebViewFeature

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a scheme handler hands WebKit for one request of ``BundledPages``: an HTTP response and
/// its body, sent whole, or the error a request WebKit should not have asked fails with.
///
/// The WebKit handlers (`WKURLSchemeHandler`, `WebPage`'s `URLSchemeHandler`) only forward it,
/// so what a page gets is decided here, where Linux tests and the fuzzer reach it.
package struct SchemeReply {
  /// The response: the request's URL, an HTTP status and the ``FolderServer`` headers.
  package let response: HTTPURLResponse
  /// The bytes that follow the response: the file or its range, an error status's short page,
  /// nothing for `HEAD`.
  package let body: Data

  /// The reply to `request` from `pages`: a file, a part of one, or an error page. A request
  /// for another origin (another host of the scheme, a port) fails with
  /// `URLError.fileDoesNotExist` without reading anything, as does one without a URL.
  package init(to request: URLRequest, from pages: BundledPages) throws(URLError) {
    guard let url = request.url, pages.origin.contains(url) else { throw URLError(.fileDoesNotExist) }
    let served = FolderServer(pages).response(
      method: request.httpMethod ?? "GET", url: url, range: request.value(forHTTPHeaderField: "Range"))
    guard let response = HTTPURLResponse(url: url, statusCode: served.status, httpVersion: "HTTP/1.1", headerFields: served.headers)
    else { throw URLError(.cannotParseResponse) }
    self.response = response
    self.body = served.body
  }
}
