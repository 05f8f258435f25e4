#if canImport(WebKit)
  import Foundation
  import WebKit
  import WebViewFeature

  /// The delegate of every `WKDownload` of one screen (its web view's and its child window's),
  /// forwarding to the ``WebViewHost``: where to save (the reducer's file name), progress, the
  /// end. Kept by ``WebViewCoordinator`` as long as the screen: WebKit holds a download's
  /// delegate weakly.
  ///
  /// Redirects are left to WebKit (it follows them, as a browser does: a download link often
  /// redirects to a storage host the allow-list does not name); the policy decided the URL the
  /// page asked for, and the reducer checks the type and size of what arrives.
  @MainActor
  final class DownloadForwarder: NSObject, WKDownloadDelegate {
    private let host: WebViewHost
    /// Each running download's progress observation, by download.
    private var observations: [ObjectIdentifier: NSKeyValueObservation] = [:]

    init(host: WebViewHost) {
      self.host = host
    }

    /// A navigation became `download`: this forwarder hears of it from now on.
    func adopt(_ download: WKDownload) {
      download.delegate = self
      observations[ObjectIdentifier(download)] = download.progress.observe(\.completedUnitCount, options: [.new]) {
        [weak self, weak download] progress, _ in
        // WebKit moves a download's progress on the main thread, as it calls its delegate.
        MainActor.assumeIsolated {
          guard let self, let download else { return }
          self.host.downloadProgressed(download, receivedBytes: progress.completedUnitCount, expectedBytes: progress.totalUnitCount)
        }
      }
    }

    func download(
      _ download: WKDownload, decideDestinationUsing response: URLResponse, suggestedFilename: String,
      completionHandler: @escaping @MainActor @Sendable (URL?) -> Void
    ) {
      host.decideDestination(for: download, response: response, suggestedFilename: suggestedFilename, completionHandler: completionHandler)
    }

    /// As the screen's navigations are answered: the system's evaluation of certificates, the
    /// reducer's policy for passwords.
    func download(
      _ download: WKDownload, didReceive challenge: URLAuthenticationChallenge,
      completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
      host.respond(to: challenge, completionHandler: completionHandler)
    }

    func downloadDidFinish(_ download: WKDownload) {
      observations[ObjectIdentifier(download)] = nil
      host.downloadDidFinish(download)
    }

    func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?) {
      observations[ObjectIdentifier(download)] = nil
      host.downloadDidFail(download, error: error)
    }
  }

  extension WKDownload: HostDownload {
    /// `originalRequest?.url`.
    package var sourceURL: URL? { originalRequest?.url }

    /// `cancel(nil)`: the resume data is not kept.
    package func stop() { cancel(nil) }
  }
#endif
