import Foundation

/// What the kit needs of a download the web view runs (`WKDownload`, the devhost's Chromium
/// download): where it came from, and a way to stop it.
@MainActor
package protocol HostDownload: AnyObject, Sendable {
  /// The URL it came from (`originalRequest?.url`); `nil` when the engine does not say.
  var sourceURL: URL? { get }
  /// Stops it (`WKDownload.cancel(_:)`); what the engine reports afterwards is ignored.
  func stop()
}
