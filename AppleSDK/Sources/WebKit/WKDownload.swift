import Foundation

/// `@MainActor class WKDownload` (`NSObject<NSProgressReporting>` in WebKit's `WKDownload.h`).
///
/// The fake runs as WebKit does: the web view makes one when a navigation's decision is
/// `.download` (`WKWebView.download(_:suggestedFilename:)`), tells the navigation delegate it
/// became a download, then asks the download's delegate where to save it; the test moves its
/// `progress` and ends it. WebKit calls `decideDestinationUsing`'s block exactly once
/// (`CompletionCheck`), and `nil` cancels the download.
@MainActor open class WKDownload: NSObject {
  /// `var originalRequest: URLRequest? { get }`.
  open private(set) var originalRequest: URLRequest?
  /// `weak var delegate: (any WKDownloadDelegate)? { get set }`.
  open weak var delegate: (any WKDownloadDelegate)?
  /// `var progress: Progress { get }` (`ProgressReporting`): bytes, key-value observable.
  open private(set) var progress = Progress(totalUnitCount: -1)

  /// Where the delegate said to save it; `nil` before it answered, or when it cancelled.
  package private(set) var destination: URL?
  /// How many times `cancel(_:)` was called.
  package private(set) var cancellations = 0

  package init(url: URL?) {
    originalRequest = url.map { URLRequest(url: $0) }
  }

  /// `func cancel(_ completionHandler: (@MainActor @Sendable (Data?) -> Void)? = nil)`.
  open func cancel(_ completionHandler: (@MainActor @Sendable (Data?) -> Void)? = nil) {
    cancellations += 1
    completionHandler?(nil)
  }

  /// Asks the delegate where to save the download, as WebKit does once the response arrived.
  package func decideDestination(_ response: URLResponse, suggestedFilename: String) -> Answers<URL?> {
    let answers = Answers<URL?>()
    guard let delegate else { return answers }
    let check = CompletionCheck(method: "download:decideDestinationUsingResponse:suggestedFilename:completionHandler:")
    delegate.download(self, decideDestinationUsing: response, suggestedFilename: suggestedFilename) { [weak self] url in
      check.called()
      answers.values.append(url)
      self?.destination = url
    }
    return answers
  }

  /// `received` bytes of `total` have arrived (`-1`: unknown): `progress` changes, and its
  /// observers hear it.
  package func receive(_ received: Int64, of total: Int64) {
    progress.totalUnitCount = total
    progress.completedUnitCount = received
    KeyValueRegistry.shared.didChange(progress, \Progress.completedUnitCount)
  }

  /// The file is saved: the delegate hears `downloadDidFinish`.
  package func finish() {
    delegate?.downloadDidFinish(self)
  }

  /// The transfer failed: the delegate hears `didFailWithError`.
  package func fail(_ error: any Error) {
    delegate?.download(self, didFailWithError: error, resumeData: nil)
  }
}

/// `@MainActor protocol WKDownloadDelegate : NSObjectProtocol`. Only `decideDestinationUsing`
/// is required in Apple's SDK; here every method the Apple layer implements is.
@MainActor public protocol WKDownloadDelegate: NSObjectProtocol {
  /// `func download(_ download: WKDownload, decideDestinationUsing response: URLResponse,
  /// suggestedFilename: String, completionHandler: @escaping @MainActor @Sendable (URL?) -> Void)`.
  func download(
    _ download: WKDownload, decideDestinationUsing response: URLResponse, suggestedFilename: String,
    completionHandler: @escaping @MainActor @Sendable (URL?) -> Void)

  /// `optional func download(_ download: WKDownload, didReceive challenge: URLAuthenticationChallenge,
  /// completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void)`.
  func download(
    _ download: WKDownload, didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void)

  /// `optional func downloadDidFinish(_ download: WKDownload)`.
  func downloadDidFinish(_ download: WKDownload)

  /// `optional func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?)`.
  func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?)
}
